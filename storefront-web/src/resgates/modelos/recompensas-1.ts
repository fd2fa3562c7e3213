import type { ModeloVoucher } from './tipos';

/** Reward templates (spec 3 §2.11): photo products and digital content. */
export const MODELOS_RECOMPENSAS_1: ModeloVoucher[] = [
  {
    nomes: ['impressão de retrô fotos', 'impressao de retro fotos'],
    destaque: 'Pacote de 20 fotos no estilo retrô impressas.',
    comoUtilizar: ['Acesse o site do parceiro de impressão.', 'Envie suas 20 fotos e escolha o estilo retrô.', 'Informe o CÓDIGO PROMOCIONAL no pagamento.'],
    condicoes: ['Pacote de 20 fotos.', 'O frete pode ser cobrado à parte conforme a sua região.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['bloco de notas personalizado'],
    destaque: 'Bloco de notas personalizado com a sua foto ou arte.',
    comoUtilizar: ['Acesse o site do parceiro.', 'Monte seu bloco com a foto ou a arte que quiser.', 'Informe o CÓDIGO PROMOCIONAL no pagamento.'],
    condicoes: ['Uma unidade por código.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['kit com ímãs', 'kit com imas'],
    destaque: 'Kit de ímãs de geladeira personalizados com suas fotos.',
    comoUtilizar: ['Acesse o site do parceiro.', 'Envie as fotos do seu kit.', 'Informe o CÓDIGO PROMOCIONAL no pagamento.'],
    condicoes: ['Um kit por código.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['fotolivro'],
    destaque: 'Fotolivro personalizado com suas fotos.',
    comoUtilizar: [
      'Acesse o site do parceiro e escolha o modelo de fotolivro.',
      'Monte seu fotolivro com suas fotos.',
      'Informe o CÓDIGO PROMOCIONAL no pagamento.',
    ],
    condicoes: ['Páginas adicionais e frete podem ser cobrados à parte.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['impressão de fotos', 'impressao de fotos'],
    destaque: 'Pacote de 30 fotos impressas.',
    comoUtilizar: ['Acesse o site do parceiro de impressão.', 'Envie suas 30 fotos.', 'Informe o CÓDIGO PROMOCIONAL no pagamento.'],
    condicoes: ['Pacote de 30 fotos.', 'O frete pode ser cobrado à parte conforme a sua região.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['meditação', 'meditacao'],
    destaque: '1 mês de acesso a um aplicativo de meditação.',
    comoUtilizar: ['Baixe o aplicativo de meditação do parceiro.', 'Crie sua conta.', 'Informe o CÓDIGO PROMOCIONAL na área de assinatura.'],
    condicoes: ['1 mês de acesso a partir da ativação.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['acesso ao streaming looke'],
    destaque: '1 mês de Looke, com até 3 telas simultâneas.',
    onde: 'looke.com.br',
    comoUtilizar: ['Acesse o site da Looke.', 'Crie sua conta.', 'Em "Resgatar código", informe o CÓDIGO PROMOCIONAL.'],
    condicoes: ['1 mês de acesso a partir da ativação.', 'Até 3 telas simultâneas.', 'Válido para um uso por CPF.'],
  },
];
