import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Badge, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatarDataHora, formatarPontos, podeExecutar, type Permissao } from '@sw/common';
import {
  SeletorRede, TabelaPaginada, VALOR_TODAS, confirmar, notificarSucesso, useControleTabela, useSessao, useTituloPagina,
  type ColunaTabela, type PedidoTabela,
} from '@sw/client';
import { AlterarStatusResgateDocument, CancelarResgateDocument, ResgatesPainelDocument, type LinhaResgateFragment } from '@sw/client/gql';

const STATUS = [
  { value: '0', label: 'Não entregue' },
  { value: '1', label: 'Entregue' },
  { value: '2', label: 'Em trânsito' },
];
const COR_STATUS: Record<number, string> = { 0: 'yellow', 1: 'green', 2: 'blue', 3: 'gray' };

/**
 * Resgates (spec 2 §2): network filter and paged table, newest first. Roles 1, 2 and 5 change the
 * status and cancel (the points go back through the ledger); roles 0 and 4 only read.
 */
export default function ResgatesPage() {
  useTituloPagina('Resgates');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeAlterar = podeExecutar('resgates.alterarStatus', permissao);
  const podeCancelar = podeExecutar('resgates.cancelar', permissao);
  const controle = useControleTabela<LinhaResgateFragment>();
  const [rede, setRede] = useState<string>(VALOR_TODAS);

  const carregar = async ({ pagina, limite, campo, direcao, busca }: PedidoTabela) => {
    const { data } = await cliente.query({
      query: ResgatesPainelDocument,
      variables: { pagina, limite, campo, direcao, busca: busca || null, rede: rede ? Number(rede) : null },
      fetchPolicy: 'network-only',
    });
    return data!.resgates;
  };

  const alterarStatus = async (r: LinhaResgateFragment, valor: string | null) => {
    if (valor === null || Number(valor) === r.status) return;
    try {
      const { data } = await cliente.mutate({ mutation: AlterarStatusResgateDocument, variables: { identificador: r.id, status: Number(valor) } });
      if (data) {
        controle.atualizarLinha(r.id, data.alterarStatusResgate.resgate);
        notificarSucesso(data.alterarStatusResgate.mensagem, 3000);
      }
    } catch {
      // the client showed the server's message
    }
  };

  const cancelar = async (r: LinhaResgateFragment) => {
    const sim = await confirmar({
      titulo: 'Cancelar Resgate',
      mensagem: `Cancelar o resgate ${r.redemptionCode} (${r.premio.nome}) de ${r.parceiro}? Os ${formatarPontos(r.pontosGastos)} pontos voltam ao saldo do vendedor.`,
      rotuloConfirmar: 'Cancelar resgate',
      perigo: true,
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: CancelarResgateDocument, variables: { identificador: r.id } });
      if (data) {
        controle.atualizarLinha(r.id, data.cancelarResgate.resgate);
        notificarSucesso(data.cancelarResgate.mensagem);
      }
    } catch {
      // the client showed the server's message
    }
  };

  const colunas: ColunaTabela<LinhaResgateFragment>[] = [
    { campo: 'resgatadoEm', titulo: 'Data', ordenavel: true, render: (r) => formatarDataHora(r.resgatadoEm) },
    { campo: 'redemptionCode', titulo: 'Código', ordenavel: true, render: (r) => <Text ff="monospace" size="sm">{r.redemptionCode}</Text> },
    { campo: 'parceiro', titulo: 'Vendedor', ordenavel: true },
    { campo: 'revenda', titulo: 'Loja', ordenavel: true, render: (r) => `${r.revenda}${r.cidade ? ` (${r.cidade})` : ''}` },
    { campo: 'premio', titulo: 'Prêmio', ordenavel: true, render: (r) => `${r.qtde} x ${r.premio.nome}${r.obs ? ` — ${r.obs}` : ''}` },
    { campo: 'pontosGastos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.pontosGastos) },
    {
      campo: 'status', titulo: 'Status', ordenavel: true,
      render: (r) => (podeAlterar && r.status !== 3
        ? <Select aria-label={`Status: ${r.redemptionCode}`} data={STATUS} value={String(r.status)} onChange={(v) => void alterarStatus(r, v)} allowDeselect={false} w={150} size="xs" comboboxProps={{ withinPortal: true }} />
        : <Badge color={COR_STATUS[r.status]} variant="light">{r.nomeStatus}</Badge>),
    },
  ];

  const acoes = podeCancelar
    ? (r: LinhaResgateFragment) => (r.status === 3 ? null : (
        <Tooltip label="Cancelar resgate">
          <ActionIcon variant="subtle" color="red" aria-label={`Cancelar resgate ${r.redemptionCode}`} onClick={() => void cancelar(r)}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      ))
    : undefined;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz="h2">Resgates</Title>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<LinhaResgateFragment>
          rotulo="Resgates"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'resgatadoEm', direcao: 'desc' }}
          chave={(r) => r.id}
          busca
          placeholderBusca="Buscar por vendedor, CPF, loja, prêmio ou código"
          acoes={acoes}
          controle={controle}
          deps={[rede]}
          filtros={<SeletorRede incluirTodas value={rede} onChange={setRede} w={240} comboboxProps={{ withinPortal: true }} />}
        />
      </Paper>
    </>
  );
}
