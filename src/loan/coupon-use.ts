/**
 * How much of a coupon counts against what it is taken off (what a loan owes at repay detail, the service
 * fee at confirm borrow): at most all of it, the server's rule too. The rest is not kept, and the screens
 * say so before and after the borrower chooses the coupon: nothing of the borrower's vanishes without a word.
 */
export function couponUse(amount: number, against: number): { used: number; lost: number } {
  const used = Math.max(0, Math.min(amount, against));
  return { used, lost: amount - used };
}
