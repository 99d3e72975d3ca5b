/** A rule people keep voting down on Sextant's own comments in this repository, or muted on request with `ignore rule`. */
export interface MutedRule {
  rule_id: string;
  thumbs_down: number;
  thumbs_up: number;
  /** Who muted it with `ignore rule` (Sextant's reply holds the mute), when someone did. */
  muted_by?: string;
}
