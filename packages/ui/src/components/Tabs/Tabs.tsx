import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style'>;

function Root(props: Unstyled<ComponentPropsWithoutRef<typeof RadixTabs.Root>>) {
  return <RadixTabs.Root {...props} className={styles.root} />;
}

function List(props: Unstyled<ComponentPropsWithoutRef<typeof RadixTabs.List>> & { 'aria-label': string }) {
  return <RadixTabs.List {...props} className={styles.list} />;
}

function Trigger(props: Unstyled<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>>) {
  return <RadixTabs.Trigger {...props} className={styles.trigger} />;
}

function Content(props: Unstyled<ComponentPropsWithoutRef<typeof RadixTabs.Content>>) {
  return <RadixTabs.Content {...props} className={styles.content} />;
}

/** Compound tabs on Radix: arrow keys move, Home/End jump, automatic activation; state as data-state. */
export const Tabs = { Root, List, Trigger, Content };
