/** A self-hosted font family as the print fonts need it: its name, its @fontsource package, its weights. */
export interface FontSubsetSource {
  name: string;
  packageName: string;
  weights: readonly number[];
}
