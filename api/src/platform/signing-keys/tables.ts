/**
 * Keys the server signs short-lived links with (issue 29 §4, migration 0058): made at random the
 * first time one is needed and kept in the database, so every node signs and checks alike and
 * nothing has to be configured.
 */
export interface SigningKeyTable {
  /** What the key signs, e.g. `photo-links`: one key per purpose. */
  name: string;
  /** 32 random bytes, base64url. */
  secret: string;
  created_at: string;
}

export interface SigningKeyTables {
  signing_key: SigningKeyTable;
}
