import type { ReactElement, ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './Menu.css';

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuAction<K extends string = string> {
  id: K;
  label: string;
  icon?: ReactNode;
  tone?: MenuItemTone;
  isDisabled?: boolean;
  /** Renders the item as a link (e.g. Profile, Settings). */
  href?: string;
}

export interface MenuProps<K extends string = string> {
  /** A react-aria Button or IconButton that opens the menu. */
  trigger: ReactElement;
  'aria-label': string;
  items: readonly MenuAction<K>[];
  onAction: (id: K) => void;
}

/** Action menu (e.g. user menu: Profile, Settings, Log out): arrow keys, typeahead, Escape closes. */
export function Menu<K extends string = string>({ trigger, items, onAction, ...props }: MenuProps<K>) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={styles.popover} placement="bottom end">
        <AriaMenu
          className={styles.menu}
          aria-label={props['aria-label']}
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key) => onAction(key as K)}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              href={item.href}
              textValue={item.label}
              className={styles.item}
              data-tone={item.tone ?? 'default'}
            >
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
