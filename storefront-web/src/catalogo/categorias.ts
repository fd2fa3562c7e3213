/**
 * The fixed image and description of each known category (spec 3 §2.8). Images are small inline
 * SVGs (no network, no build step); an unknown category gets the placeholder and no description.
 */

function ilustracao(de: string, ate: string, forma: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${de}"/><stop offset="1" stop-color="${ate}"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${forma}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface VisualCategoria {
  imagem: string;
  descricao: string | null;
}

const CONHECIDAS: Record<string, VisualCategoria> = {
  ATIVIDADES: {
    imagem: ilustracao('#f97316', '#dc2626', '<circle cx="190" cy="50" r="14"/><path d="M150 150l20-45 25 20 15 25M170 105l15-35 30 15M140 85l45-15"/>'),
    descricao: 'Esportes, treinos e aventuras para se movimentar.',
  },
  'BEM-ESTAR': {
    imagem: ilustracao('#14b8a6', '#0e7490', '<circle cx="160" cy="55" r="14"/><path d="M110 140c20-10 80-10 100 0M160 75v40M125 100l35 15 35-15"/>'),
    descricao: 'Yoga, meditação e cuidados para o corpo e a mente.',
  },
  CONHECIMENTO: {
    imagem: ilustracao('#6366f1', '#4338ca', '<path d="M100 60l60-25 60 25-60 25zM125 72v35c20 15 50 15 70 0V72M220 60v40"/>'),
    descricao: 'Cursos e aulas para aprender algo novo.',
  },
  ENTRETENIMENTO: {
    imagem: ilustracao('#ec4899', '#9333ea', '<rect x="105" y="50" width="110" height="80" rx="10"/><path d="M150 72l30 18-30 18z"/>'),
    descricao: 'Cinema, streaming, shows e muita diversão.',
  },
  GASTRONOMIA: {
    imagem: ilustracao('#eab308', '#ea580c', '<path d="M130 40v100M115 40v30c0 10 30 10 30 0V40M190 140V40c20 10 25 40 0 55"/>'),
    descricao: 'Restaurantes, cafés e delivery para todos os gostos.',
  },
  SERVIÇOS: {
    imagem: ilustracao(
      '#0ea5e9',
      '#1d4ed8',
      '<circle cx="160" cy="90" r="22"/><path d="M160 45v15M160 120v15M115 90h15M190 90h15M128 58l10 10M182 112l10 10M128 122l10-10M182 68l10-10"/>',
    ),
    descricao: 'Fotos, mobilidade, cashback e outras facilidades.',
  },
  VIAGEM: {
    imagem: ilustracao('#22c55e', '#0f766e', '<path d="M95 115l130-45-30 60-25-20-20 25v-30l60-45"/>'),
    descricao: 'Hospedagens e passeios para conhecer novos lugares.',
  },
};

export const IMAGEM_PADRAO = ilustracao('#94a3b8', '#475569', '<rect x="120" y="55" width="80" height="70" rx="8"/><path d="M120 80h80M160 55v70"/>');

/** Names compared ignoring case and surrounding spaces. */
export function visualDaCategoria(nome: string): VisualCategoria {
  return CONHECIDAS[nome.trim().toUpperCase()] ?? { imagem: IMAGEM_PADRAO, descricao: null };
}
