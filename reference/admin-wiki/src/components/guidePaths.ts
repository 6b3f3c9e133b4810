/** Admin URLs of guides, under the pages collection's admin URL: shared by client and server components. */
export const guidePaths = (pagesAdmin: string) => ({
  edit: (id: number | string) => `${pagesAdmin}/${id}`,
  /**
   * The create form with `targetKey` already picked (TargetPrefill reads `wikiTarget`), and `from`,
   * the admin path the author writes it from, to lead back there (`wikiFrom`).
   */
  write: (targetKey: string, from?: string) =>
    `${pagesAdmin}/create?wikiTarget=${encodeURIComponent(targetKey)}${from ? `&wikiFrom=${encodeURIComponent(from)}` : ''}`,
})
