import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTitulo } from '../comum/useTitulo';
import { AMBIENTE } from '../ambiente';

type Secao = { titulo: string; paragrafos?: string[]; itens?: string[] };

/** The privacy policy (spec 3 §2.18), in the numbered sections it lists. */
const SECOES: Secao[] = [
  {
    titulo: '1. Coleta de dados',
    paragrafos: ['Para participar do programa Experiências SW, coletamos os dados informados por você no cadastro e no seu perfil:'],
    itens: ['nome completo;', 'e-mail;', 'data de nascimento;', 'sexo;', 'CPF;', 'endereço;', 'telefone e celular.'],
  },
  {
    titulo: '2. Uso dos dados',
    paragrafos: ['Os dados são usados para:'],
    itens: [
      'operar o programa e identificar você no acesso à sua conta;',
      'acumular os pontos das suas vendas;',
      'entregar os prêmios e vouchers resgatados;',
      'otimizar o catálogo de prêmios e experiências;',
      'fazer análises de mercado sobre as vendas dos produtos participantes.',
    ],
  },
  {
    titulo: '3. Compartilhamento',
    paragrafos: [
      'Seus dados são compartilhados apenas com a marca promotora do programa, com os fornecedores que armazenam os dados para nós e com os nossos assessores jurídicos, sempre na medida do necessário para essas finalidades.',
      'Não vendemos nem alugamos seus dados pessoais.',
    ],
  },
  {
    titulo: '4. Retenção',
    paragrafos: [
      'Guardamos os dados enquanto a sua conta estiver ativa e pelo tempo necessário para cumprir obrigações legais e resolver eventuais disputas sobre pontos e resgates.',
    ],
  },
  {
    titulo: '5. Suas escolhas',
    paragrafos: [
      'Você pode rever e corrigir seus dados a qualquer momento no menu "Minha Conta" (Meu perfil), depois de entrar na loja.',
      `O cancelamento da participação e a exclusão dos seus dados podem ser pedidos por e-mail ao suporte: ${AMBIENTE.suporteEmail}.`,
    ],
  },
  {
    titulo: '6. Local de armazenamento',
    paragrafos: [
      'Os dados são armazenados em servidores de provedores contratados, com acesso restrito à equipe do programa e protegidos por medidas técnicas de segurança.',
    ],
  },
  {
    titulo: '7. Alterações desta política',
    paragrafos: [
      'Esta política pode ser atualizada. Quando houver mudanças relevantes, avisaremos pelos canais do programa; a versão em vigor fica sempre nesta página.',
    ],
  },
  {
    titulo: '8. Contato',
    paragrafos: ['Dúvidas sobre esta política ou sobre o tratamento dos seus dados podem ser enviadas ao suporte:'],
  },
];

/** /politica-privacidade (public, and reachable from the member's menu). */
export default function PoliticaPrivacidadePage() {
  useTitulo('Política de privacidade');
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={4} align="center">
            <Text fw={800} fz={{ base: 22, sm: 28 }} c="var(--mantine-primary-color-filled)" aria-label="Experiências SW">
              Experiências SW
            </Text>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} ta="center">
              Política de Privacidade
            </Title>
          </Stack>
          <Text size="sm">
            Esta política explica quais dados pessoais o programa Experiências SW coleta, como são usados e compartilhados, por quanto tempo são guardados e
            como você exerce seus direitos, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).
          </Text>
          {SECOES.map((s) => (
            <Stack key={s.titulo} gap={6} component="section" aria-label={s.titulo}>
              <Title order={2} fz="h5">
                {s.titulo}
              </Title>
              {s.paragrafos?.map((p) => (
                <Text key={p} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p}
                </Text>
              ))}
              {s.itens ? (
                <List size="sm" spacing={4}>
                  {s.itens.map((i) => (
                    <List.Item key={i}>{i}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          ))}
          <Text size="sm">
            E-mail: <Anchor href={`mailto:${AMBIENTE.suporteEmail}`}>{AMBIENTE.suporteEmail}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
