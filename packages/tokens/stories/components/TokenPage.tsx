import type { ReactNode } from 'react';
import { lead as leadClass, page, pageTitle } from './token-docs.css';

export interface TokenPageProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** Frame of a token documentation story. Its prose is English whatever locale the toolbar formats numbers in. */
export function TokenPage({ title, lead, children }: TokenPageProps) {
  return (
    <div className={page} lang="en">
      <h2 className={pageTitle}>{title}</h2>
      <p className={leadClass}>{lead}</p>
      {children}
    </div>
  );
}
