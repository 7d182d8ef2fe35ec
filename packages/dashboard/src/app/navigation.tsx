import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (redirects). */
  replace?: boolean;
}

export interface Navigation {
  /** The path of the page shown, with its query (`/dashboard/wedding/guests?page=2`). */
  currentPath: string;
  navigate: (href: string, options?: NavigateOptions) => void;
}

const fallbackNavigation: Navigation = {
  currentPath: '/',
  navigate: (href) => {
    window.location.assign(href);
  },
};

const NavigationContext = createContext<Navigation>(fallbackNavigation);

/**
 * The app's router, seen by the screens as two things: where we are and how to go elsewhere. Screens stay
 * router-free (stories render them without one); the app passes TanStack Router's navigate and location.
 */
export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A click the browser should handle itself: new tab or window, download, another target, or not the main button. */
export function isOwnedByBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** Whether an href is a page of this app (not another origin, not a file or the public site). */
export function isAppHref(href: string): boolean {
  return (
    href.startsWith('/') && !href.startsWith('//') && !/^\/(api|uploads)\//.test(href) && !/\/w\//.test(href)
  );
}

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real link (href, middle-click, copy link) that navigates inside the app without reloading. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onClick, ...props },
  ref,
) {
  const { navigate } = useNavigation();
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (isOwnedByBrowser(event) || !isAppHref(href)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});
