/** A platform administrator (back-office) as the request guard found them. */
export interface PlatformAdmin {
  id: string;
  username: string;
  isSuperuser: boolean;
}
