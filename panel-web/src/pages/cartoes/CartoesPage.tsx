import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Title } from '@mantine/core';
import { formatarDataHora, podeExecutar, type Permissao } from '@sw/common';
import {
  SeletorRede,
  TabelaPaginada,
  VALOR_TODAS,
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
  textoDinheiro,
} from '@sw/client';
import { AtualizarCartaoDocument, CartoesPainelDocument, type LinhaCartaoFragment as Linha, type OrdemCartoes } from '@sw/client/gql';

function situacao(c: Linha): { texto: string; cor: string } {
  if (!c.numero) return { texto: 'Solicitado', cor: 'yellow' };
  if (c.emDesbloqueio) return { texto: 'Em desbloqueio', cor: 'blue' };
  return c.bloqueado ? { texto: 'Bloqueado', cor: 'gray' } : { texto: 'Desbloqueado', cor: 'green' };
}

/** Why "Marcar entregue" is off for a card, or null when it can be delivered. */
function semEntrega(c: Linha): string | null {
  if (!c.numero) return 'O cartão ainda não foi emitido.';
  if (!c.parceiro) return 'Cartão em estoque: cadastre o CPF do vendedor.';
  return null;
}

/** Cartões (spec 2 Cartões): the prepaid cards by network; Proxy is the card's barcode. The card desk marks delivery and blocks/unblocks. */
export default function CartoesPage() {
  useTituloPagina('Cartões');
  const cliente = useApolloClient();
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const podeGerenciar = podeExecutar('cartoes.gerenciar', useSessao().painel?.usuario.permissao as Permissao);
  const controle = useControleTabela<Linha>();
  const [salvando, setSalvando] = useState<string | null>(null);

  const atualizar = async (c: Linha, mudanca: { entregue?: boolean; bloqueado?: boolean }) => {
    setSalvando(c.id);
    try {
      const { data } = await cliente.mutate({ mutation: AtualizarCartaoDocument, variables: { input: { id: c.id, ...mudanca } } });
      const { mensagem, cartao } = exigirResultado(data?.atualizarCartao);
      controle.atualizarLinha(c.id, cartao);
      notificarSucesso(mensagem);
    } catch (erro) {
      notificarErroSeNecessario(erro);
    } finally {
      setSalvando(null);
    }
  };

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: CartoesPainelDocument,
      variables: { input: { ...entradaDaLista<OrdemCartoes>(pedido), rede: rede || null } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.cartoes);
  };

  const colunas: ColunaTabela<Linha>[] = [
    { campo: 'rede', titulo: 'Rede', ordenavel: true, render: (c) => c.rede ?? '-' },
    { campo: 'parceiro', titulo: 'Vendedor', ordenavel: true, render: (c) => c.parceiro ?? '-' },
    { campo: 'nome', titulo: 'Nome no cartão', render: (c) => c.nome ?? '-' },
    { campo: 'codigoBarras', titulo: 'Proxy', ordenavel: true, render: (c) => c.codigoBarras ?? '-' },
    { campo: 'numero', titulo: 'Número', ordenavel: true, render: (c) => c.numero ?? '-' },
    { campo: 'saldo', titulo: 'Saldo', ordenavel: true, alinhar: 'right', render: (c) => textoDinheiro(c.saldo) },
    { campo: 'atualizadoEm', titulo: 'Atualizado em', render: (c) => (c.atualizadoEm ? formatarDataHora(c.atualizadoEm) : '-') },
    {
      campo: 'situacao',
      titulo: 'Situação',
      render: (c) => {
        const s = situacao(c);
        return (
          <Badge color={s.cor} variant="light">
            {s.texto}
          </Badge>
        );
      },
    },
  ];

  const acoes = podeGerenciar
    ? (c: Linha) => {
        const motivo = semEntrega(c);
        return (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              loading={salvando === c.id}
              disabled={!c.entregue && !!motivo}
              title={!c.entregue ? (motivo ?? undefined) : undefined}
              aria-label={`${c.entregue ? 'Desfazer entrega' : 'Marcar entregue'}: ${c.codigoBarras ?? c.id}`}
              onClick={() => void atualizar(c, { entregue: !c.entregue })}
            >
              {c.entregue ? 'Desfazer entrega' : 'Marcar entregue'}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color={c.bloqueado ? 'green' : 'red'}
              loading={salvando === c.id}
              disabled={!c.numero}
              aria-label={`${c.bloqueado ? 'Desbloquear' : 'Bloquear'}: ${c.codigoBarras ?? c.id}`}
              onClick={() => void atualizar(c, { bloqueado: !c.bloqueado })}
            >
              {c.bloqueado ? 'Desbloquear' : 'Bloquear'}
            </Button>
          </Group>
        );
      }
    : undefined;

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Cartões
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Cartões"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(c) => c.id}
          busca
          placeholderBusca="Buscar por vendedor, CPF, Proxy ou número"
          deps={[rede]}
          acoes={acoes}
          controle={controle}
          filtros={<SeletorRede incluirTodas value={rede} onChange={setRede} w={240} comboboxProps={{ withinPortal: true }} />}
        />
      </Paper>
    </>
  );
}
