import type { ModeloVoucher } from './tipos';

/** Reward templates (spec 3 §2.11): services, credits and campaigns. */
export const MODELOS_RECOMPENSAS_2: ModeloVoucher[] = [
  {
    nomes: ['food delivery'],
    destaque: 'Saldo para pedir comida por aplicativo de entrega.',
    comoUtilizar: [
      'Abra o aplicativo de entrega do parceiro.',
      'Na carteira, escolha "Adicionar código".',
      'Informe o CÓDIGO PROMOCIONAL; o saldo aparece na sua conta.',
    ],
    condicoes: ['O saldo vale por 90 dias a partir da ativação.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['ingresso de cinema'],
    destaque: 'Um ingresso de cinema 2D.',
    comoUtilizar: ['Acesse o site da rede de cinemas participante.', 'Escolha o filme e a sessão.', 'Informe o CÓDIGO PROMOCIONAL no pagamento.'],
    condicoes: ['Válido para sessões 2D; salas especiais podem cobrar diferença.', 'Sujeito à lotação da sala.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['planilha de corrida personalizada'],
    destaque: 'Planilha de treinos de corrida feita para você.',
    comoUtilizar: [
      'Acesse o site do parceiro.',
      'Preencha o questionário sobre seu ritmo e seus objetivos.',
      'Informe o CÓDIGO PROMOCIONAL para receber a planilha por e-mail.',
    ],
    condicoes: ['Consulte um profissional de saúde antes de iniciar os treinos.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['uber car'],
    destaque: 'Crédito para viagens de carro por aplicativo.',
    comoUtilizar: ['Abra o aplicativo de viagens.', 'Em Carteira, escolha "Adicionar código promocional".', 'Informe o CÓDIGO PROMOCIONAL.'],
    condicoes: ['O crédito vale por 3 meses a partir da ativação.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['active fitness'],
    destaque: 'Acesso à academia Active Fitness.',
    comoUtilizar: [
      'Vá a uma unidade Active Fitness com um documento oficial com foto.',
      'Apresente este voucher na recepção.',
      'Informe o CÓDIGO PROMOCIONAL para liberar seu acesso.',
    ],
    condicoes: ['Código válido até 30/11/2025.', 'Para maiores de 18 anos.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['aula de música', 'aula de musica'],
    destaque: '3 meses grátis de aulas de música online.',
    comoUtilizar: [
      'Acesse a escola de música do parceiro.',
      'Escolha o instrumento e crie sua conta.',
      'Informe o CÓDIGO PROMOCIONAL para liberar os 3 meses.',
    ],
    condicoes: ['3 meses grátis a partir da ativação.', 'Válido para um uso por CPF.'],
  },
  {
    nomes: ['voucher campanha'],
    destaque: 'Vale de R$ 25,00 em dinheiro.',
    comoUtilizar: [
      'Acesse o site do parceiro de pagamentos.',
      'Informe o CÓDIGO PROMOCIONAL.',
      'Escolha receber por PIX, TED ou no cartão pré-pago do programa.',
    ],
    condicoes: ['Valor de R$ 25,00.', 'Tarifas: PIX R$ 1,75; TED R$ 5,70; transferência para o cartão pré-pago R$ 9,90.', 'Válido para um uso por CPF.'],
  },
];
