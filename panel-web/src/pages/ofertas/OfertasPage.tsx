import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { dataParaBr, formatarPontos, MENSAGENS_OFERTAS, podeExecutar, type GrupoOfertas, type Permissao } from '@sw/common';
import {
  colunaDeAcoes,
  entradaDaLista,
  exigirResultado,
  notificarErro,
  notificarSucesso,
  numeroPontos,
  respostaDaPagina,
  TabelaPaginada,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import { AplicarDescontoOfertasDocument, OfertasDocument, SincronizarOfertasDocument, type LinhaOfertaFragment, type OrdemOfertas } from '@sw/client/gql';
import { OfertaEditModal } from './OfertaEditModal';

/** Points of 0 are shown as '-' (spec 2 §3). */
const pontos = (p: string | null | undefined) => (numeroPontos(p) ? formatarPontos(p) : '-');

const GRUPOS: { value: GrupoOfertas; label: string }[] = [
  { value: 'novas', label: 'Novas' },
  { value: 'ativas', label: 'Ativas' },
  { value: 'todas', label: 'Todas' },
];

/**
 * Ofertas (spec 2 §2, §3, §5): the partner catalogue in groups new (0 points) / active / all, the
 * points edit, a percentage discount on the selected offers, and the provider sync.
 */
export default function OfertasPage() {
  useTituloPagina('Ofertas');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const controle = useControleTabela<LinhaOfertaFragment>();
  const [grupo, setGrupo] = useState<GrupoOfertas>('todas');
  const [selecionadas, setSelecionadas] = useState<string[]>([]);
  const [porcentagem, setPorcentagem] = useState<number | string>(0);
  const [editando, setEditando] = useState<LinhaOfertaFragment | null>(null);
  const [sincronizando, setSincronizando] = useState(false);
  const [aplicando, setAplicando] = useState(false);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: OfertasDocument,
      variables: { input: { ...entradaDaLista<OrdemOfertas>(pedido), grupo } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.ofertas);
  };

  const alternar = (id: string, marcada: boolean) => setSelecionadas((s) => (marcada ? [...s, id] : s.filter((x) => x !== id)));

  const sincronizar = async () => {
    setSincronizando(true);
    try {
      const { data } = await cliente.mutate({ mutation: SincronizarOfertasDocument });
      const resultado = exigirResultado(data?.sincronizarOfertas);
      notificarSucesso(MENSAGENS_OFERTAS.sincronizado(resultado.criadas, resultado.atualizadas));
      controle.recarregar();
    } catch {
      // the client showed the server's erro ('Erro ao sincronizar ofertas' when it had none)
    } finally {
      setSincronizando(false);
    }
  };

  const aplicarDesconto = async () => {
    if (porcentagem === '' || Number(porcentagem) === 0) return notificarErro(MENSAGENS_OFERTAS.informePorcentagem);
    if (!selecionadas.length) return notificarErro(MENSAGENS_OFERTAS.selecioneOferta);
    setAplicando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: AplicarDescontoOfertasDocument,
        variables: { input: { ofertas: selecionadas, porcentagem: Number(porcentagem) } },
      });
      const resultado = exigirResultado(data?.aplicarDescontoOfertas);
      for (const o of resultado.ofertas) controle.atualizarLinha(o.id, o);
      notificarSucesso(resultado.mensagem);
      setSelecionadas([]);
    } catch {
      // the client showed the server's erro
    } finally {
      setAplicando(false);
    }
  };

  const colunas: ColunaTabela<LinhaOfertaFragment>[] = [
    {
      campo: 'selecionar',
      titulo: 'Selecionar',
      render: (o) => (
        <Checkbox aria-label={`Selecionar ${o.nome}`} checked={selecionadas.includes(o.id)} onChange={(e) => alternar(o.id, e.currentTarget.checked)} />
      ),
    },
    { campo: 'offerId', titulo: 'ID', render: (o) => <Text size="sm">{o.offerId}</Text> },
    { campo: 'nome', titulo: 'Nome', ordenavel: true },
    { campo: 'parceiro', titulo: 'Parceiro', ordenavel: true },
    { campo: 'experiencia', titulo: 'Experiência' },
    { campo: 'pontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (o) => pontos(o.pontos) },
    { campo: 'pontosDesconto', titulo: 'Pontos com desconto', alinhar: 'right', render: (o) => pontos(o.pontosDesconto) },
    // The last day it may be redeemed; an expired offer stays listed here (it left the storefront) with the badge saying why.
    {
      campo: 'validoAte',
      titulo: 'Validade',
      render: (o) =>
        o.validoAte ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{dataParaBr(o.validoAte)}</Text>
            {o.expirada && (
              <Badge color="red" variant="light">
                Expirada
              </Badge>
            )}
          </Group>
        ) : (
          '-'
        ),
    },
  ];

  const acoes = colunaDeAcoes<LinhaOfertaFragment>({
    nome: (o) => o.nome,
    aoEditar: podeExecutar('ofertas.editar', permissao) ? setEditando : undefined,
  });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Ofertas
        </Title>
        {podeExecutar('ofertas.sincronizar', permissao) && (
          <Button leftSection={<IconRefresh size={18} />} onClick={sincronizar} loading={sincronizando}>
            Sincronizar
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput
              label="Porcentagem de desconto"
              min={0}
              max={99}
              suffix="%"
              allowDecimal={false}
              value={porcentagem}
              onChange={setPorcentagem}
              w={200}
            />
            <Button variant="light" onClick={aplicarDesconto} loading={aplicando}>
              Aplicar desconto
            </Button>
            <Text size="sm" c="dimmed">{`${selecionadas.length} selecionada(s)`}</Text>
          </Group>
          <TabelaPaginada<LinhaOfertaFragment>
            rotulo="Ofertas"
            colunas={colunas}
            carregar={carregar}
            ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
            chave={(o) => o.id}
            busca
            placeholderBusca="Buscar por nome, parceiro ou código"
            filtros={
              <SegmentedControl
                aria-label="Grupo de ofertas"
                value={grupo}
                onChange={(v) => {
                  setGrupo(v as GrupoOfertas);
                  setSelecionadas([]);
                }}
                data={GRUPOS}
              />
            }
            deps={[grupo]}
            acoes={acoes}
            controle={controle}
            textoVazio={MENSAGENS_OFERTAS.nenhumaOferta}
          />
        </Stack>
      </Paper>
      <OfertaEditModal oferta={editando} aoFechar={() => setEditando(null)} aoSalvar={(o) => controle.atualizarLinha(o.id, o)} />
    </>
  );
}
