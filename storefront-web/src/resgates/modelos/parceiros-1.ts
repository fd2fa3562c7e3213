import type { ModeloVoucher } from './tipos';

/** Partner templates (spec 3 §2.11): PRIMEPASS, SAL A GOSTO, JBL, FERNANDA YOGA, DELTA CAFÉS. */
export const MODELOS_PARCEIROS_1: ModeloVoucher[] = [
  {
    nomes: ['primepass'],
    destaque: 'Até 40% de desconto em ingressos de cinema com a PrimePass.',
    onde: 'Aplicativo ou site da PrimePass',
    comoUtilizar: [
      'Baixe o aplicativo da PrimePass ou acesse o site.',
      'Crie sua conta ou entre nela.',
      'Na área de vouchers, informe o CÓDIGO PROMOCIONAL abaixo.',
      'Escolha o filme, a sessão e garanta seu desconto.',
    ],
    condicoes: ['Desconto de até 40% conforme o cinema e a sessão.', 'Sujeito à disponibilidade de sessões participantes.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['sal a gosto'],
    destaque: 'Curso de culinária online Sal a Gosto com 30 dias de acesso.',
    onde: 'Plataforma de cursos Sal a Gosto',
    comoUtilizar: ['Acesse a plataforma Sal a Gosto.', 'Cadastre-se com seu e-mail.', 'Informe o CÓDIGO PROMOCIONAL no carrinho para liberar o curso.'],
    condicoes: ['Acesso ao curso por 30 dias a partir da ativação.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['jbl'],
    destaque: '15% de desconto na loja oficial JBL.',
    onde: 'Loja oficial JBL',
    comoUtilizar: [
      'Acesse a loja oficial JBL.',
      'Escolha seus produtos e vá ao carrinho.',
      'Informe o CÓDIGO PROMOCIONAL no campo de cupom e finalize a compra.',
    ],
    condicoes: ['15% de desconto sobre o preço à vista dos produtos participantes.', 'Não cumulativo com outras promoções.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['fernanda yoga'],
    destaque: '30 dias grátis de yoga online com Fernanda Yoga.',
    onde: 'Plataforma Fernanda Yoga',
    comoUtilizar: ['Acesse a plataforma Fernanda Yoga.', 'Escolha o plano mensal e informe o CÓDIGO PROMOCIONAL.', 'Aproveite os 30 dias gratuitos.'],
    condicoes: [
      '30 dias grátis; depois, R$ 64,90 por mês, se você não cancelar antes do fim do período gratuito.',
      'O cancelamento pode ser feito a qualquer momento na plataforma.',
      'Válido para um uso por CPF.',
    ],
  },
  {
    nomes: ['delta cafés', 'delta cafes'],
    destaque: '30% de desconto na loja online Delta Cafés.',
    onde: 'Loja online Delta Cafés',
    comoUtilizar: ['Acesse a loja online Delta Cafés.', 'Adicione os produtos ao carrinho.', 'Informe o CÓDIGO PROMOCIONAL no campo de cupom.'],
    condicoes: ['30% de desconto nos produtos participantes.', 'Código válido até 25/02/2025.', 'Válido para um uso por CPF.'],
  },
];
