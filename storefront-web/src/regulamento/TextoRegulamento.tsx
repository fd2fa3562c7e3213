import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { RegrasResgateDocument } from '@sw/client/gql';
import { IDADE_MINIMA, MESES_VALIDADE_PONTOS } from '@sw/common';

/** Marks the item whose limits come from the server (the programme's settings). */
const LIMITES_RESGATE = '{limites de resgate}';

const EXTENSO = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];
/** "5 (cinco)", as the regulation writes numbers; larger ones in digits only. */
const numeroPorExtenso = (n: number) => (EXTENSO[n] ? `${n} (${EXTENSO[n]})` : String(n));

/**
 * The redemption limits sentence: the monthly limit and the weekly one (usosSemanaisVoucher) are
 * the programme's current settings, served by regrasResgate; until they arrive, the regulation's
 * monthly default without the weekly number.
 */
export function textoLimitesResgate(limites?: { limiteMensal: number; limiteSemanal: number } | null): string {
  if (!limites)
    return 'O Participante pode fazer no máximo 5 (cinco) resgates por mês, respeitado o limite semanal do programa, e 1 (um) resgate por parceiro.';
  const s = (n: number) => (n === 1 ? 'resgate' : 'resgates');
  return (
    `O Participante pode fazer no máximo ${numeroPorExtenso(limites.limiteMensal)} ${s(limites.limiteMensal)} por mês e ` +
    `${numeroPorExtenso(limites.limiteSemanal)} ${s(limites.limiteSemanal)} por semana (de segunda a domingo), além de 1 (um) resgate por parceiro.`
  );
}

type Secao = { titulo: string; paragrafos?: string[]; itens?: string[] };

/** Programme rules (spec 3 §1, §9). Shown by the acceptance modal and by /regulamento. */
const SECOES: Secao[] = [
  {
    titulo: '1. O Programa',
    paragrafos: [
      'O Experiências SW é um programa de relacionamento destinado aos vendedores das lojas participantes. ' +
        'O vendedor cadastrado (Participante) acumula pontos pelas vendas de produtos participantes e pode ' +
        'trocá-los por experiências, vales digitais, códigos promocionais, prêmios do catálogo e crédito em cartão pré-pago.',
      'Ao aceitar este Regulamento, o Participante declara que leu, entendeu e concorda com todas as regras abaixo.',
    ],
  },
  {
    titulo: '2. Quem pode participar',
    itens: [
      `Pessoas físicas maiores de ${IDADE_MINIMA} anos, com CPF válido e regular, que atuem como vendedores de uma loja participante.`,
      'É permitido apenas um cadastro por pessoa (um CPF por conta).',
      'Não podem participar funcionários da empresa promotora do programa, nem usuários de plataforma concorrente de relacionamento com vendedores indicada pela promotora.',
      'O Participante é responsável pela veracidade dos dados informados e por mantê-los atualizados em "Meu perfil".',
    ],
  },
  {
    titulo: '3. Acesso à conta',
    itens: [
      'O acesso é feito com CPF e senha pessoais. A senha é sigilosa e não deve ser compartilhada.',
      'Qualquer operação feita com o CPF e a senha do Participante é de sua responsabilidade.',
    ],
  },
  {
    titulo: '4. Como acumular pontos',
    itens: [
      'Os pontos são gerados pelas vendas de produtos participantes, registradas conforme a modalidade da loja: digitação dos códigos dos produtos vendidos ou envio da foto ou do PDF da nota fiscal.',
      'A quantidade de pontos de cada produto é a informada em "Pontos por produto" na data da venda.',
      'Os pontos são creditados após a validação da venda pela equipe do programa.',
    ],
  },
  {
    titulo: '5. Natureza e validade dos pontos',
    itens: [
      'Os pontos são pessoais e intransferíveis, não podem ser vendidos, cedidos ou trocados por dinheiro.',
      `Os pontos expiram ${MESES_VALIDADE_PONTOS} (dezoito) meses após a data do crédito. Pontos expirados são retirados do saldo automaticamente.`,
    ],
  },
  {
    titulo: '6. Revisão de pontos',
    itens: [
      'Os pontos podem ser revisados em até 90 (noventa) dias após o crédito.',
      'Vendas canceladas, devolvidas, duplicadas ou registradas de forma irregular terão os pontos estornados. Indícios de fraude podem levar ao bloqueio da conta e à perda dos pontos.',
    ],
  },
  {
    titulo: '7. Resgates',
    itens: [
      LIMITES_RESGATE,
      'O resgate só é feito se houver saldo suficiente; os pontos usados são debitados no momento do resgate.',
      'Os resgates são entregues como vouchers digitais em até 60 (sessenta) dias, disponíveis em "Meus resgates".',
      'O voucher é pessoal, intransferível e de uso único. As condições de uso, agendamento e validade de cada oferta são as informadas no voucher e devem ser conferidas antes da utilização.',
      'Experiências e ofertas dependem da disponibilidade dos parceiros e podem ser alteradas ou encerradas sem prejuízo dos resgates já confirmados.',
    ],
  },
  {
    titulo: '8. Uso de nome e imagem',
    paragrafos: [
      'O Participante autoriza, sem qualquer custo, o uso do seu nome, imagem e voz em materiais de divulgação do programa, pelo prazo máximo de 1 (um) ano a contar do aceite deste Regulamento.',
    ],
  },
  {
    titulo: '9. Privacidade',
    paragrafos: [
      'Os dados pessoais do Participante são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e a Política de Privacidade do programa, disponível no site.',
    ],
  },
  {
    titulo: '10. Alterações e encerramento',
    paragrafos: [
      'Este Regulamento e o programa podem ser alterados, suspensos ou encerrados mediante comunicação aos Participantes com no mínimo 30 (trinta) dias de antecedência. Nesse prazo, os pontos válidos poderão ser resgatados normalmente.',
    ],
  },
  {
    titulo: '11. Disposições gerais',
    paragrafos: [
      'Dúvidas, sugestões e reclamações podem ser enviadas pela página "Contato" ou pelos canais de atendimento informados no rodapé do site, de segunda a sexta, das 9h às 18h. Casos omissos serão decididos pela empresa promotora do programa.',
    ],
  },
];

/**
 * The regulation's text. On its own page its title is the page's h1; inside the acceptance dialog
 * (whose title is the h2) it sits one level below, so headings stay in order either way.
 */
export function TextoRegulamento({ nivel = 1 }: { nivel?: 1 | 3 }) {
  const nivelSecao = (nivel + 1) as 2 | 4;
  const { data } = useQuery(RegrasResgateDocument, { variables: { codigo: null }, fetchPolicy: 'network-only', context: { silenciarErros: true } });
  const limites = textoLimitesResgate(data?.regrasResgate);
  return (
    <Stack gap="md">
      <Title order={nivel} fz="h3" ta="center">
        Regulamento do Programa Experiências SW
      </Title>
      {SECOES.map((secao) => (
        <Stack key={secao.titulo} gap={6}>
          <Title order={nivelSecao} fz="h5">
            {secao.titulo}
          </Title>
          {secao.paragrafos?.map((paragrafo) => (
            <Text key={paragrafo} size="sm">
              {paragrafo}
            </Text>
          ))}
          {secao.itens && (
            <List size="sm" spacing={4}>
              {secao.itens.map((item) => (
                <List.Item key={item === LIMITES_RESGATE ? 'limites' : item} data-testid={item === LIMITES_RESGATE ? 'limites-regulamento' : undefined}>
                  {item === LIMITES_RESGATE ? limites : item}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
