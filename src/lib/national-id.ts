/**
 * A national ID number as printed on the card, in the market's groups of digits: NIDA's 20 digits as
 * 8-5-5-2 (`19900101-12345-00001-23`). A value that does not have the groups' digits is returned as it
 * came, so the borrower sees exactly what was read and can retake the photo.
 */
export function groupNationalId(value: string, groups: readonly number[]): string {
  const digits = value.replace(/\D/g, '');
  const total = groups.reduce((sum, n) => sum + n, 0);
  if (digits.length !== total) return value;
  let at = 0;
  return groups
    .map((n) => {
      const part = digits.slice(at, at + n);
      at += n;
      return part;
    })
    .join('-');
}
