/** Minor units as the team reads them: "12,34 €" / "12,34 CHF". */
export function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(minor / 100)
}
