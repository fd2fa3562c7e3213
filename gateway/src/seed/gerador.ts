/** Deterministic generators for demo data: the same seed gives the same programme every time. */

export function aleatorio(semente: number) {
  let s = semente >>> 0;
  const proximo = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    numero: proximo,
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    item: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)],
  };
}

function dvCpf(base: string): string {
  const dv = (parcial: string, peso: number) => {
    let soma = 0;
    for (let i = 0; i < parcial.length; i++) soma += Number(parcial[i]) * (peso - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base, 10);
  return base + d1 + dv(base + d1, 11);
}

/** A valid CPF from a 9-digit sequence number. */
export const cpfDe = (n: number) => dvCpf(String(n).padStart(9, '0'));

/** A valid CNPJ from an 8-digit root (branch 0001). */
export function cnpjDe(raiz: number): string {
  const base = String(raiz).padStart(8, '0') + '0001';
  const dv = (parcial: string) => {
    const pesos = parcial.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const soma = pesos.reduce((acc, p, i) => acc + Number(parcial[i]) * p, 0);
    const r = soma % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base);
  return base + d1 + dv(base + d1);
}

export const NOMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Paulo',
  'Quésia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
  'Yasmin',
  'Caio',
  'Letícia',
  'Marcos',
  'Renata',
  'Sérgio',
  'Tatiane',
  'Vinícius',
];
export const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
];
export const CIDADES: [string, string, string][] = [
  ['São Paulo', 'SP', '01310100'],
  ['Campinas', 'SP', '13010001'],
  ['Rio de Janeiro', 'RJ', '20040002'],
  ['Belo Horizonte', 'MG', '30130010'],
  ['Curitiba', 'PR', '80010000'],
  ['Porto Alegre', 'RS', '90010150'],
  ['Salvador', 'BA', '40020000'],
  ['Recife', 'PE', '50030230'],
  ['Fortaleza', 'CE', '60060440'],
  ['Goiânia', 'GO', '74003010'],
  ['Florianópolis', 'SC', '88010400'],
  ['Brasília', 'DF', '70040010'],
];
export const BAIRROS = ['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília', 'Copacabana', 'Savassi', 'Batel', 'Moinhos de Vento', 'Pituba'];
export const RUAS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Avenida Paulista',
  'Rua Sete de Setembro',
  'Rua da Consolação',
  'Avenida Getúlio Vargas',
  'Rua Augusta',
];
