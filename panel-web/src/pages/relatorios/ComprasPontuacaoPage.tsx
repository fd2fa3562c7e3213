import { useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconFileTypeCsv, IconHistory, IconPackage, IconSearch } from '@tabler/icons-react';
import { MENSAGENS_RELATORIOS } from '@sw/common';
import { exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, SeletorRede, useTituloPagina } from '@sw/client';
import { ComprasPontuacaoDocument, LiberacoesEstoqueDocument, RegistrarSaldoEstoqueDocument, type ComprasPontuacaoQuery } from '@sw/client/gql';
import { baixarCsv, dataBr, ModalHistorico, numero, redeParaVariavel, SeletorAno, SeletorMes, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';
import { ModalEdicao } from './ModalTexto';

type Linha = ComprasPontuacaoQuery['comprasPontuacao'][number];
/** Spec 2 §4: the stock success shows after a 3-second wait. */
export const ESPERA_ESTOQUE_MS = 3000;

/** Compras x Pontuação (/compras-pontuacao): a month's orders, purchases, scored units and stock; CSV; stock entries. */
export default function ComprasPontuacaoPage() {
  useTituloPagina('Compras x Pontuação');
  const [rede, setRede] = useState('');
  const [ano, setAno] = useState<string | null>(null);
  const [mes, setMes] = useState<string | null>(null);
  const [buscar, { data, loading, variables, refetch }] = useLazyQuery(ComprasPontuacaoDocument, { fetchPolicy: 'network-only' });
  const [registrar] = useMutation(RegistrarSaldoEstoqueDocument);
  const [carregarHistorico, historico] = useLazyQuery(LiberacoesEstoqueDocument, { fetchPolicy: 'network-only' });
  const [estoque, setEstoque] = useState<Linha | null>(null);
  const [vendoHistorico, setVendoHistorico] = useState<Linha | null>(null);

  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Rede', valor: (l) => l.rede },
    { titulo: 'Código', valor: (l) => l.codProduto },
    { titulo: 'Produto', valor: (l) => l.produto },
    { titulo: 'Último pedido', valor: (l) => dataBr(l.dataUltimoPedido) },
    { titulo: 'Qtd. último', valor: (l) => numero(l.qtdUltimoPedido), numerica: true },
    { titulo: 'Penúltimo pedido', valor: (l) => dataBr(l.dataPenultimoPedido) },
    { titulo: 'Qtd. penúltimo', valor: (l) => numero(l.qtdPenultimoPedido), numerica: true },
    { titulo: 'Qtd. vendida', valor: (l) => numero(l.qtdVendida), numerica: true },
    { titulo: 'Qtd. pontuada', valor: (l) => numero(l.qtdPontuada), numerica: true },
    { titulo: 'Estoque regional', valor: (l) => numero(l.saldoEstoqueRegional), numerica: true },
    { titulo: 'Estoque', valor: (l) => numero(l.saldoEstoque), numerica: true },
    {
      titulo: 'Inserir estoque',
      valor: (l) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Inserir estoque">
            <ActionIcon variant="subtle" aria-label={`Inserir estoque de ${l.codProduto} em ${l.rede}`} onClick={() => setEstoque(l)}>
              <IconPackage size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Histórico de estoque">
            <ActionIcon
              variant="subtle"
              aria-label={`Histórico de estoque de ${l.codProduto} em ${l.rede}`}
              onClick={() => {
                setVendoHistorico(l);
                void carregarHistorico({ variables: { rede: l.redeId, codProduto: l.codProduto } });
              }}
            >
              <IconHistory size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  const pesquisar = () => {
    if (!ano || !mes) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    void buscar({ variables: { rede: redeParaVariavel(rede), ano: Number(ano), mes: Number(mes) } });
  };
  return (
    <Stack>
      <Title order={1} fz="h2">
        Compras x Pontuação
      </Title>
      <GeradoEm tipo="COMPRAS_PONTUACAO" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorRede value={rede} onChange={setRede} incluirTodas w={260} />
          <SeletorAno
            value={ano}
            onChange={(v) => {
              setAno(v);
              setMes(null);
            }}
            w={130}
          />
          <SeletorMes ano={ano} value={mes} onChange={setMes} w={170} />
          <Button leftSection={<IconSearch size={16} />} onClick={pesquisar}>
            Buscar
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={16} />}
            disabled={!variables}
            onClick={() =>
              void baixarCsv(
                `/compras-pontuacao/csv?ano=${variables!.ano}&mes=${String(variables!.mes).padStart(2, '0')}${variables!.rede ? `&rede=${variables!.rede}` : ''}`,
              )
            }
          >
            Baixar CSV
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio
          rotulo="Compras x pontuação"
          linhas={data?.comprasPontuacao}
          colunas={colunas}
          carregando={loading}
          chave={(l) => `${l.redeId}-${l.codProduto}`}
        />
      </Paper>
      <ModalEdicao
        titulo={`Inserir estoque — ${estoque?.codProduto ?? ''} (${estoque?.rede ?? ''})`}
        aberto={Boolean(estoque)}
        fechar={() => setEstoque(null)}
        tipo="estoque"
        salvar={async (saldo, dataInformada) => {
          if (!saldo || saldo === 'undefined') {
            notificarErro(MENSAGENS_RELATORIOS.informeSaldo);
            return false;
          }
          if (!dataInformada || dataInformada.length < 10) {
            notificarErro(MENSAGENS_RELATORIOS.informeData);
            return false;
          }
          const r = await registrar({ variables: { input: { rede: estoque!.redeId, codProduto: estoque!.codProduto, saldo, data: dataInformada } } })
            .then((x) => exigirResultado(x.data?.registrarSaldoEstoque))
            .catch((e: unknown) => {
              notificarErroSeNecessario(e);
              return null;
            });
          if (!r) return false;
          await new Promise((ok) => setTimeout(ok, ESPERA_ESTOQUE_MS));
          notificarSucesso(r.mensagem);
          if (variables) await refetch();
          return true;
        }}
      />
      <ModalHistorico
        titulo={`Histórico de estoque — ${vendoHistorico?.codProduto ?? ''}`}
        aberto={Boolean(vendoHistorico)}
        fechar={() => setVendoHistorico(null)}
        itens={historico.data?.liberacoesEstoque}
        carregando={historico.loading}
        rotuloValor="Saldo (data)"
        valor={(a) => `${numero(a.parametros.saldo)} (${dataBr(a.parametros.data)})`}
      />
    </Stack>
  );
}
