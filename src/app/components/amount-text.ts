// An amount typed the Turkish way (a repair cost, an item's price): digits and one comma are kept as typed, the
// thousands dots are put in while typing, at most 2 decimals. '1250,5' → '1.250,5'.

export function formatAmountTyping(raw: string): string {
  const cleaned = raw.replace(/[^\d,]/g, '');
  const comma = cleaned.indexOf(',');
  const integerDigits = (comma === -1 ? cleaned : cleaned.slice(0, comma)).replace(/^0+(?=\d)/, '');
  const decimals =
    comma === -1
      ? null
      : cleaned
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  const grouped = integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (decimals === null) return grouped;
  return `${grouped || '0'},${decimals}`;
}
