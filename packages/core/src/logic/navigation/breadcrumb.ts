export interface Breadcrumb {
  label: string;
  href: string;
}
