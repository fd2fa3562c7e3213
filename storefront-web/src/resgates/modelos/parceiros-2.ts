import type { ModeloVoucher } from './tipos';

/** Partner templates (spec 3 §2.11): CAFÉ PRO, QUEIMACORE, PARAFUZO, SPOTIFY, INSTITUTO DIME. */
export const MODELOS_PARCEIROS_2: ModeloVoucher[] = [
  {
    nomes: ['café pro', 'cafe pro'],
    destaque: 'Curso de café Café Pro por R$ 1,09, com 1 ano de acesso.',
    onde: 'Plataforma Café Pro',
    comoUtilizar: [
      'Acesse a plataforma Café Pro e escolha o curso.',
      'No pagamento, informe o CÓDIGO PROMOCIONAL: o curso sai por R$ 1,09.',
      'Conclua a inscrição com seus dados.',
    ],
    condicoes: ['Valor promocional de R$ 1,09 com o código.', '1 ano de acesso ao curso a partir da inscrição.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['queimacore'],
    destaque: 'Acesso ao programa de treinos online QueimaCore.',
    onde: 'Aplicativo QueimaCore',
    comoUtilizar: ['Baixe o aplicativo QueimaCore.', 'Crie sua conta com seu e-mail.', 'Em "Tenho um código", informe o CÓDIGO PROMOCIONAL.'],
    condicoes: ['Consulte um profissional de saúde antes de iniciar atividades físicas.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['parafuzo'],
    destaque: 'Desconto em serviços de limpeza e manutenção residencial com a Parafuzo.',
    onde: 'Site ou aplicativo Parafuzo',
    comoUtilizar: ['Acesse o site ou o aplicativo Parafuzo.', 'Agende o serviço desejado.', 'Informe o CÓDIGO PROMOCIONAL antes de confirmar o pagamento.'],
    condicoes: ['Sujeito à disponibilidade de profissionais na sua região.', 'Agende com pelo menos 7 dias de antecedência.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['spotify'],
    destaque: 'Assinatura Spotify Premium por meio de PIN.',
    onde: 'spotify.com/redeem',
    comoUtilizar: ['Acesse spotify.com/redeem.', 'Entre na sua conta Spotify ou crie uma.', 'Informe o CÓDIGO PROMOCIONAL (PIN) e confirme.'],
    condicoes: ['O PIN vale por 12 meses a partir da compra.', 'Para maiores de 16 anos.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['instituto dime'],
    destaque: 'Curso online do Instituto DIME.',
    onde: 'Plataforma do Instituto DIME',
    comoUtilizar: ['Acesse a plataforma do Instituto DIME.', 'Escolha o curso e faça seu cadastro.', 'Informe o CÓDIGO PROMOCIONAL para liberar o acesso.'],
    condicoes: ['Acesso conforme a duração do curso escolhido.', 'Válido para um uso por CPF.'],
  },
];
