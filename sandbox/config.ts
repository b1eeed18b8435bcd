/** Fixed verification code the sandbox accepts for every mobile number (shown on the login screen in sandbox builds). */
export const SANDBOX_VERIFY_CODE = '246810';
