import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { CABECALHO_CHAVE_API, formatarDataHora, PLATAFORMAS_PARCEIRAS } from '@sw/common';
import {
  BotaoEnviar,
  confirmar,
  exigirResultado,
  notificarErro,
  notificarErroSeNecessario,
  notificarSucesso,
  TabelaPaginada,
  useControleTabela,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import {
  ChavesIntegracaoDocument,
  CriarChaveIntegracaoDocument,
  RevogarChaveIntegracaoDocument,
  type LinhaChaveIntegracaoFragment,
  type PlataformaParceira,
} from '@sw/client/gql';

type Linha = LinhaChaveIntegracaoFragment;

/**
 * Integrações (role 2): the API keys partner platforms use to credit points
 * (docs/integracoes-e-chave-nfce.md). A new key's secret is shown once, in the creation dialog;
 * afterwards only its first characters identify it. Revoking takes effect at once.
 */
export default function IntegracoesPage() {
  useTituloPagina('Integrações');
  const cliente = useApolloClient();
  const controle = useControleTabela<Linha>();
  const [criando, setCriando] = useState(false);
  const [revogar] = useMutation(RevogarChaveIntegracaoDocument);

  // Keys are few: one request brings them all and the table pages them here.
  const carregar = async ({ pagina, limite }: PedidoTabela) => {
    const { data } = await cliente.query({ query: ChavesIntegracaoDocument, fetchPolicy: 'network-only' });
    const todas = data!.chavesIntegracao;
    return { total: todas.length, linhas: limite > 0 ? todas.slice((pagina - 1) * limite, pagina * limite) : todas };
  };

  const aoRevogar = async (c: Linha) => {
    const sim = await confirmar({
      titulo: 'Revogar chave',
      mensagem: `Revogar a chave "${c.nome}" (${c.prefixo}…)? A plataforma ${c.plataforma} deixará de creditar pontos com ela imediatamente.`,
      rotuloConfirmar: 'Revogar',
      perigo: true,
    });
    if (!sim) return;
    try {
      const { data } = await revogar({ variables: { input: { id: c.id } } });
      const feito = exigirResultado(data?.revogarChaveIntegracao);
      notificarSucesso(feito.mensagem);
      controle.atualizarLinha(c.id, feito.chave);
    } catch (e) {
      notificarErroSeNecessario(e);
    }
  };

  const colunas: ColunaTabela<Linha>[] = [
    {
      campo: 'nome',
      titulo: 'Nome',
      render: (c) => (
        <Text fw={500} size="sm">
          {c.nome}
        </Text>
      ),
    },
    { campo: 'plataforma', titulo: 'Plataforma' },
    { campo: 'prefixo', titulo: 'Chave', render: (c) => <Code>{c.prefixo}…</Code> },
    { campo: 'criadoEm', titulo: 'Criada em', render: (c) => `${formatarDataHora(c.criadoEm)}${c.criadoPor ? ` por ${c.criadoPor}` : ''}` },
    { campo: 'ultimoUsoEm', titulo: 'Último uso', render: (c) => (c.ultimoUsoEm ? formatarDataHora(c.ultimoUsoEm) : 'Nunca usada') },
    {
      campo: 'ativa',
      titulo: 'Situação',
      render: (c) =>
        c.ativa ? (
          <Badge color="green" variant="light">
            Ativa
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Revogada em {formatarDataHora(c.revogadaEm)}
          </Badge>
        ),
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Integrações
          </Title>
          <Text size="sm" c="dimmed">
            Chaves de API com que as plataformas parceiras ({PLATAFORMAS_PARCEIRAS.join(', ')}) creditam pontos aos vendedores.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCriando(true)}>
          Nova chave
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Chaves de integração"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(c) => c.id}
          acoes={(c) =>
            c.ativa ? (
              <Button size="xs" variant="light" color="red" onClick={() => void aoRevogar(c)} aria-label={`Revogar ${c.nome}`}>
                Revogar
              </Button>
            ) : null
          }
          controle={controle}
        />
      </Paper>
      <NovaChaveModal aberto={criando} aoFechar={() => setCriando(false)} aoCriar={() => controle.recarregar()} />
    </>
  );
}

/** The platforms as the API names them (enum) and as people read them. */
const OPCOES_PLATAFORMA: { value: PlataformaParceira; label: string }[] = [
  { value: 'SW_PRO_CURSOS', label: PLATAFORMAS_PARCEIRAS[0] },
  { value: 'ACHE_SEU_PINTOR', label: PLATAFORMAS_PARCEIRAS[1] },
];

function NovaChaveModal({ aberto, aoFechar, aoCriar }: { aberto: boolean; aoFechar: () => void; aoCriar: () => void }) {
  const [criar] = useMutation(CriarChaveIntegracaoDocument);
  const [nome, setNome] = useState('');
  const [plataforma, setPlataforma] = useState<PlataformaParceira>('SW_PRO_CURSOS');
  const [enviando, setEnviando] = useState(false);
  const [segredo, setSegredo] = useState<string | null>(null);

  const fechar = () => {
    setNome('');
    setPlataforma('SW_PRO_CURSOS');
    setSegredo(null);
    aoFechar();
  };

  const enviar = async () => {
    if (!nome.trim()) return notificarErro('Nome é obrigatório.');
    setEnviando(true);
    try {
      const { data } = await criar({ variables: { input: { nome: nome.trim(), plataforma } } });
      setSegredo(exigirResultado(data?.criarChaveIntegracao).segredo);
      notificarSucesso('Chave de integração criada.');
      aoCriar();
    } catch (e) {
      notificarErroSeNecessario(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal opened={aberto} onClose={fechar} title="Nova chave de integração" centered size="lg" closeOnClickOutside={!segredo}>
      {segredo ? (
        <Stack>
          <Alert color="yellow" icon={<IconKey size={18} />} title="Copie a chave agora">
            Ela não será mostrada novamente. Guarde-a em local seguro e entregue-a somente à plataforma parceira.
          </Alert>
          <Code block aria-label="Chave criada" style={{ wordBreak: 'break-all' }}>
            {segredo}
          </Code>
          <Text size="sm" c="dimmed">
            A plataforma envia a chave no cabeçalho <Code>{CABECALHO_CHAVE_API}</Code> de cada chamada.
          </Text>
          <Group justify="flex-end">
            <CopyButton value={segredo}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copiada' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={fechar}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label="Nome"
            description="Para reconhecer a chave (ex.: SW PRO produção)"
            withAsterisk
            maxLength={100}
            value={nome}
            onChange={(e) => setNome(e.currentTarget.value)}
          />
          <Select
            label="Plataforma"
            withAsterisk
            allowDeselect={false}
            value={plataforma}
            onChange={(v) => v && setPlataforma(v as PlataformaParceira)}
            data={OPCOES_PLATAFORMA}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={fechar}>
              Cancelar
            </Button>
            <BotaoEnviar type="button" ocupado={enviando} textoOcupado="CRIANDO..." onClick={enviar}>
              CRIAR CHAVE
            </BotaoEnviar>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
