/**
 * A valid prepaid card number for tests: '50679' + the seed in 10 digits (the demo cards start 50670) + the Luhn check digit
 * (16 digits, as the issuer prints them). Different seeds give different numbers.
 */
export function numeroCartao(semente: number): string {
  const corpo = `50679${String(semente).padStart(10, '0')}`;
  let soma = 0;
  for (let i = 0; i < corpo.length; i++) {
    // From the right, the check digit will take position 0, so the body's last digit is doubled.
    let d = Number(corpo[corpo.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    soma += d;
  }
  return `${corpo}${(10 - (soma % 10)) % 10}`;
}
