import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Paper, Title } from '@mantine/core';
import { formatarDataHora, formatarMoeda } from '@sw/common';
import { SeletorRede, TabelaPaginada, VALOR_TODAS, entradaDaLista, respostaDaPagina, useTituloPagina, type ColunaTabela, type PedidoTabela } from '@sw/client';
import { CartoesPainelDocument, type CartoesPainelQuery, type OrdemCartoes } from '@sw/client/gql';

type Linha = CartoesPainelQuery['cartoes']['itens'][number];

function situacao(c: Linha): { texto: string; cor: string } {
  if (!c.numero) return { texto: 'Solicitado', cor: 'yellow' };
  if (c.emDesbloqueio) return { texto: 'Em desbloqueio', cor: 'blue' };
  return c.bloqueado ? { texto: 'Bloqueado', cor: 'gray' } : { texto: 'Desbloqueado', cor: 'green' };
}

/** Cartões (spec 2 Cartões): the prepaid cards by network; Proxy is the card's barcode. */
export default function CartoesPage() {
  useTituloPagina('Cartões');
  const cliente = useApolloClient();
  const [rede, setRede] = useState<string>(VALOR_TODAS);

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
    { campo: 'saldo', titulo: 'Saldo', ordenavel: true, alinhar: 'right', render: (c) => formatarMoeda(c.saldo) },
    { campo: 'atualizadoEm', titulo: 'Atualizado em', render: (c) => (c.atualizadoEm ? formatarDataHora(c.atualizadoEm) : '-') },
    { campo: 'situacao', titulo: 'Situação', render: (c) => { const s = situacao(c); return <Badge color={s.cor} variant="light">{s.texto}</Badge>; } },
  ];

  return (
    <>
      <Title order={1} fz="h2" mb="lg">Cartões</Title>
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
          filtros={<SeletorRede incluirTodas value={rede} onChange={setRede} w={240} comboboxProps={{ withinPortal: true }} />}
        />
      </Paper>
    </>
  );
}
