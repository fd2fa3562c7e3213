import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Badge, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconCalendar, IconPencil, IconX } from '@tabler/icons-react';
import { dataParaBr, formatarDataHora, formatarPontos, MENSAGENS_RESGATES_PAINEL as M, podeExecutar, type Permissao } from '@sw/common';
import {
  SeletorRede,
  TabelaPaginada,
  VALOR_TODAS,
  confirmar,
  entradaDaLista,
  exigirResultado,
  notificarErroSeNecessario,
  notificarSucesso,
  respostaDaPagina,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import {
  AlterarStatusResgateDocument,
  CancelarResgateDocument,
  ResgatesPainelDocument,
  type LinhaResgateFragment,
  type OrdemResgates,
  type StatusResgate,
} from '@sw/client/gql';
import { AlterarStatusEmLote } from './AlterarStatusEmLote';
import { DialogoDataEntrega, DialogoObservacao } from './DialogosResgate';
import { COR_STATUS, OPCOES_STATUS } from './statusResgate';

const CANCELADO: StatusResgate = 'CANCELADO';

/**
 * Resgates (spec 2 §2, §4, §6): network filter, search and paged table, newest first. Roles 1, 2
 * and 5 change the status (one or in bulk), the delivery date, and cancel (the points go back
 * through the ledger); role 0 does not see those three columns but may write the note; role 4
 * only reads. A cancelled row reads CANCELADO and keeps only the note open.
 */
export default function ResgatesPage() {
  useTituloPagina('Resgates');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeAlterar = podeExecutar('resgates.alterarStatus', permissao);
  const podeCancelar = podeExecutar('resgates.cancelar', permissao);
  const podeData = podeExecutar('resgates.dataEntrega', permissao);
  const podeObservacao = podeExecutar('resgates.observacao', permissao);
  const controle = useControleTabela<LinhaResgateFragment>();
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const [dialogo, setDialogo] = useState<{ tipo: 'data' | 'obs'; resgate: LinhaResgateFragment } | null>(null);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: ResgatesPainelDocument,
      variables: { input: { ...entradaDaLista<OrdemResgates>(pedido), rede: rede || null } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.resgates);
  };

  const atualizar = (r: LinhaResgateFragment) => controle.atualizarLinha(r.id, r);

  const alterarStatus = async (r: LinhaResgateFragment, valor: string | null) => {
    if (valor === null || valor === r.status) return;
    try {
      const { data } = await cliente.mutate({
        mutation: AlterarStatusResgateDocument,
        variables: { input: { identificador: r.id, status: valor as StatusResgate } },
      });
      if (data) {
        const alterado = exigirResultado(data.alterarStatusResgate);
        atualizar(alterado.resgate);
        notificarSucesso(alterado.mensagem, 3000);
      }
    } catch (e) {
      notificarErroSeNecessario(e);
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
      const { data } = await cliente.mutate({ mutation: CancelarResgateDocument, variables: { input: { identificador: r.id } } });
      if (data) {
        const alterado = exigirResultado(data.cancelarResgate);
        atualizar(alterado.resgate);
        notificarSucesso(alterado.mensagem);
      }
    } catch (e) {
      notificarErroSeNecessario(e);
    }
  };

  const colunas: ColunaTabela<LinhaResgateFragment>[] = [
    { campo: 'id', titulo: 'ID', ordenavel: true },
    { campo: 'resgatadoEm', titulo: 'Data', ordenavel: true, render: (r) => formatarDataHora(r.resgatadoEm) },
    {
      campo: 'redemptionCode',
      titulo: 'Código',
      ordenavel: true,
      render: (r) => (
        <Text ff="monospace" size="sm">
          {r.redemptionCode}
        </Text>
      ),
    },
    { campo: 'parceiro', titulo: 'Vendedor', ordenavel: true },
    { campo: 'revenda', titulo: 'Loja', ordenavel: true, render: (r) => `${r.revenda}${r.cidade ? ` (${r.cidade})` : ''}` },
    { campo: 'premio', titulo: 'Prêmio', ordenavel: true, render: (r) => `${r.qtde} x ${r.premio.nome}` },
    { campo: 'pontosGastos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.pontosGastos) },
    {
      campo: 'status',
      titulo: 'Status',
      ordenavel: true,
      render: (r) => (
        <Badge color={COR_STATUS[r.status]} variant="light">
          {r.nomeStatus}
        </Badge>
      ),
    },
    { campo: 'dataEntrega', titulo: 'Entrega', render: (r) => (r.dataEntrega ? dataParaBr(r.dataEntrega) : '-') },
    // What the member chose (top-up operator and number, voltage, their note): read-only, apart from the staff note.
    {
      campo: 'escolhaMembro',
      titulo: 'Escolha do vendedor',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.escolhaMembro ?? '-'}
        </Text>
      ),
    },
    {
      campo: 'obs',
      titulo: 'Observação',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" lineClamp={2}>
            {r.obs ?? ''}
          </Text>
          {podeObservacao && (
            <ActionIcon variant="subtle" aria-label={`Alterar observação ${r.id}`} onClick={() => setDialogo({ tipo: 'obs', resgate: r })}>
              <IconPencil size={16} />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];
  // The action columns are pinned to the right edge (TabelaPaginada): on a 1366 px screen the
  // wide list scrolls under them and they stay in reach.
  if (podeAlterar) {
    colunas.push({
      campo: 'alterarStatus',
      titulo: 'Alterar status',
      fixa: true,
      render: (r) => (
        <Select
          aria-label={`Status: ${r.redemptionCode}`}
          data={OPCOES_STATUS}
          value={r.status === CANCELADO ? null : r.status}
          placeholder="-"
          disabled={r.status === CANCELADO}
          onChange={(v) => void alterarStatus(r, v)}
          allowDeselect={false}
          w={150}
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
      ),
    });
  }
  if (podeData) {
    colunas.push({
      campo: 'alterarData',
      titulo: 'Alterar data',
      fixa: true,
      render: (r) => (
        <Tooltip label="Alterar data de entrega">
          <ActionIcon
            variant="subtle"
            aria-label={`Alterar data de entrega ${r.id}`}
            disabled={r.status === CANCELADO}
            onClick={() => setDialogo({ tipo: 'data', resgate: r })}
          >
            <IconCalendar size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }
  if (podeCancelar) {
    colunas.push({
      campo: 'cancelar',
      titulo: 'Cancelar',
      fixa: true,
      render: (r) =>
        r.status === CANCELADO ? (
          <Text size="sm" fw={600} c="dimmed">
            {M.cancelado}
          </Text>
        ) : (
          <Tooltip label="Cancelar resgate">
            <ActionIcon variant="subtle" color="red" aria-label={`Cancelar resgate ${r.redemptionCode}`} onClick={() => void cancelar(r)}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        ),
    });
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz="h2">
          Resgates
        </Title>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        {podeAlterar && <AlterarStatusEmLote aoAlterar={(lista) => lista.forEach(atualizar)} />}
        <TabelaPaginada<LinhaResgateFragment>
          rotulo="Resgates"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'resgatadoEm', direcao: 'desc' }}
          chave={(r) => r.id}
          busca
          placeholderBusca="Buscar por vendedor, CPF, loja, prêmio ou código"
          controle={controle}
          deps={[rede]}
          filtros={<SeletorRede incluirTodas value={rede} onChange={setRede} w={240} comboboxProps={{ withinPortal: true }} />}
        />
      </Paper>
      {dialogo?.tipo === 'data' && <DialogoDataEntrega resgate={dialogo.resgate} aoFechar={() => setDialogo(null)} aoSalvar={atualizar} />}
      {dialogo?.tipo === 'obs' && <DialogoObservacao resgate={dialogo.resgate} aoFechar={() => setDialogo(null)} aoSalvar={atualizar} />}
    </>
  );
}
