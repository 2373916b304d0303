/** "+919829012345" → "+91 98290 12345" (how an Indian customer reads it); anything else as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
