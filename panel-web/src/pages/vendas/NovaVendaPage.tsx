import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { MENSAGENS, aplicarMascara, MASCARAS, formatarMoeda } from '@sw/common';
import { BotaoEnviar, CampoCpf, CampoData, dataParaIso, exigirResultado, notificarErro, notificarSucesso, numeroPontos, useTituloPagina } from '@sw/client';
import { NovaVendaDocumentoDocument, NovaVendaParceiroDocument, PontuarVendaDocument, PreviaVendaDocument, type TipoFiscal } from '@sw/client/gql';
import { ItensVenda, formatarPontosVenda } from './ItensVenda';
import { ChaveAcessoNota } from './ChaveAcessoNota';
import { ItemVenda, totais } from './itens';

/** The screen's labels; the server's '{label} é obrigatório' messages use the same ones. */
const ROTULOS = { cpf: 'CPF', tipoFiscal: 'Tipo fiscal', identificador: 'Número fiscal', realizadoEm: 'Data da venda' } as const;

type Campo = keyof typeof ROTULOS;

/** Every required field still empty, in the screen's order (all are reported at once, not one by one). */
function camposFaltando(valores: Record<Campo, string | null>): Campo[] {
  return (Object.keys(ROTULOS) as Campo[]).filter((campo) => !valores[campo]);
}

type Membro = { nome: string; revenda: string; codRevenda: string; cnpjRevenda: string };
type ItemDaPontuacao = { codigo: string; descricao: string; valor: number };
type Estado = { cpf?: string; linkArquivo?: string | null; idPontuacao?: string; itens?: ItemDaPontuacao[] } | null;

/** A typed claim's units (one per line) as sale lines: same code and value become one line with its quantity. */
function itensDaPontuacao(itens: ItemDaPontuacao[] = []): ItemVenda[] {
  const linhas: ItemVenda[] = [];
  for (const i of itens) {
    const igual = linhas.find((l) => l.codigo === i.codigo && l.valorUnitario === i.valor);
    if (igual) igual.qtde += 1;
    else linhas.push({ chave: -(linhas.length + 1), codigo: i.codigo, descricao: i.descricao, qtde: 1, valorUnitario: i.valor, valorDesconto: 0 });
  }
  return linhas;
}

/**
 * Nova venda (spec 2 §5): a staff member types a receipt for a salesperson. The pending-claims
 * screen opens it with the claim's cpf, linkArquivo, idPontuacao and typed items in the navigation
 * state; the sale then closes the claim and the screen goes back to that list. The server
 * repeats every rule and decides duplicates; the checks here only answer sooner.
 */
export default function NovaVendaPage() {
  useTituloPagina('Nova Venda');
  const estado = useLocation().state as Estado;
  const navegar = useNavigate();
  const cliente = useApolloClient();
  const [pontuar] = useMutation(PontuarVendaDocument);
  const [cpf, setCpf] = useState(estado?.cpf ? aplicarMascara(estado.cpf, MASCARAS.cpf) : '');
  const [membro, setMembro] = useState<Membro | null>(null);
  const [tipoFiscal, setTipoFiscal] = useState<string | null>('N');
  const [identificador, setIdentificador] = useState('');
  const [data, setData] = useState('');
  const [linkArquivo, setLinkArquivo] = useState(estado?.linkArquivo ?? '');
  const [itens, setItens] = useState<ItemVenda[]>(() => itensDaPontuacao(estado?.itens));
  const [enviarMensagem, setEnviarMensagem] = useState(false);
  // The receipt's access key (ChaveAcessoNota): a valid one pre-fills número and tipo fiscal and goes with the sale.
  const [textoChave, setTextoChave] = useState('');
  const [chaveAcesso, setChaveAcesso] = useState<string | null>(null);
  const [processando, setProcessando] = useState(false);
  // The required fields found empty by the last PROCESSAR; each clears as soon as it is filled.
  const [faltando, setFaltando] = useState<Campo[]>([]);
  const erroDe = (campo: Campo) => (faltando.includes(campo) ? MENSAGENS.vendaCampoObrigatorio(ROTULOS[campo]) : undefined);
  const preenchido = (campo: Campo) => setFaltando((atual) => (atual.includes(campo) ? atual.filter((c) => c !== campo) : atual));

  // Each line's points and the credit, computed by the server with the rule the sale will use (previaVenda).
  const cpfDigitos = cpf.replace(/\D/g, '');
  const { data: dadosPrevia } = useQuery(PreviaVendaDocument, {
    variables: {
      input: { cpf: cpfDigitos, itens: itens.map((i) => ({ codigo: i.codigo, qtde: i.qtde, valorUnitario: i.valorUnitario, valorDesconto: i.valorDesconto })) },
    },
    skip: !membro || itens.length === 0,
    // A failure here is not the sale's: PROCESSAR reports the server's answer.
    context: { silenciarErros: true },
  });
  const previa = membro && itens.length ? dadosPrevia?.previaVenda : undefined;

  const buscarMembro = async (digitos: string) => {
    setMembro(null);
    const { data: r } = await cliente.query({ query: NovaVendaParceiroDocument, variables: { cpf: digitos }, fetchPolicy: 'network-only' });
    const p = r?.parceiroPorCpf;
    if (!p || !p.ativo) {
      // The server says the same on PROCESSAR: an unknown CPF, or a member switched off.
      notificarErro(p ? MENSAGENS.vendaVendedorInativo : MENSAGENS.vendaCpfInvalido);
      setCpf('');
      return;
    }
    setMembro({ nome: p.nome, revenda: p.revenda, codRevenda: p.codRevenda, cnpjRevenda: p.cnpjRevenda });
  };

  // A CPF handed over by the previous screen is looked up once, when the page opens.
  const buscarCpfRecebido = useEffectEvent(() => {
    if (estado?.cpf) void buscarMembro(estado.cpf.replace(/\D/g, ''));
  });
  useEffect(() => buscarCpfRecebido(), []);

  /** Leaving the fiscal number: a document already credited for this store is refused at once. */
  const verificarDocumento = async () => {
    const numero = identificador.trim();
    if (!numero) return;
    const { data: r } = await cliente.query({
      query: NovaVendaDocumentoDocument,
      variables: { input: { identificador: numero, tipoFiscal: (tipoFiscal as TipoFiscal | null) ?? undefined, codRevenda: membro?.codRevenda } },
      fetchPolicy: 'network-only',
    });
    if (r?.vendasPorDocumento.length) {
      notificarErro(MENSAGENS.vendaJaProcessada);
      setIdentificador('');
    }
  };

  const limpar = () => {
    setCpf('');
    setMembro(null);
    setTipoFiscal('N');
    setIdentificador('');
    setData('');
    setLinkArquivo('');
    setItens([]);
    setEnviarMensagem(false);
    setTextoChave('');
    setChaveAcesso(null);
    setFaltando([]);
  };

  const processar = async () => {
    const vazios = camposFaltando({ cpf, tipoFiscal, identificador: identificador.trim(), realizadoEm: data });
    setFaltando(vazios);
    const problemas = [...vazios.map((c) => MENSAGENS.vendaCampoObrigatorio(ROTULOS[c])), ...(itens.length ? [] : [MENSAGENS.vendaSemItens])];
    // One toast with every problem; each empty field also shows its own message.
    if (problemas.length) return notificarErro(problemas.join(' · '));
    setProcessando(true);
    try {
      const venda = {
        cpf: cpf.replace(/\D/g, ''),
        tipoFiscal: tipoFiscal as TipoFiscal,
        identificador: identificador.trim(),
        realizadoEm: dataParaIso(data) ?? data,
        linkArquivo: linkArquivo.trim() || null,
        ...(estado?.idPontuacao ? { idPontuacao: estado.idPontuacao } : {}),
        ...(chaveAcesso ? { chaveAcesso } : {}),
        itens: itens.map((i) => ({ codigo: i.codigo, qtde: i.qtde, valorUnitario: i.valorUnitario, valorDesconto: i.valorDesconto })),
      };
      const { data: r } = await pontuar({ variables: { input: { venda, enviarMensagem } } });
      if (r?.pontuarVenda) {
        notificarSucesso(exigirResultado(r.pontuarVenda).mensagem);
        if (estado?.idPontuacao) navegar('/processar/pontuacoes');
        else limpar();
      }
    } catch {
      // The client already showed the server's message.
    } finally {
      setProcessando(false);
    }
  };

  const { totalVenda, totalDescontos } = totais(itens);

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Nova Venda
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <CampoCpf
                label={ROTULOS.cpf}
                value={cpf}
                onChange={(v) => {
                  setCpf(v);
                  setMembro(null);
                  preenchido('cpf');
                }}
                aoCpfValido={buscarMembro}
                withAsterisk
                error={erroDe('cpf')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {membro ? (
                <Stack gap={0} mt={{ sm: 'lg' }} aria-label="Vendedor encontrado">
                  <Text fw={600}>{membro.nome}</Text>
                  <Text size="sm" c="dimmed">
                    {membro.revenda}
                  </Text>
                </Stack>
              ) : null}
            </Grid.Col>
            <Grid.Col span={12}>
              <ChaveAcessoNota
                valor={textoChave}
                cnpjLoja={membro?.cnpjRevenda}
                codRevenda={membro?.codRevenda}
                onChange={(texto, chave) => {
                  setTextoChave(texto);
                  setChaveAcesso(chave?.chave ?? null);
                  if (chave) {
                    setIdentificador(chave.numero);
                    setTipoFiscal(chave.tipoFiscal);
                    preenchido('identificador');
                    preenchido('tipoFiscal');
                  }
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={ROTULOS.tipoFiscal}
                withAsterisk
                value={tipoFiscal}
                onChange={(v) => {
                  setTipoFiscal(v);
                  preenchido('tipoFiscal');
                }}
                allowDeselect={false}
                error={erroDe('tipoFiscal')}
                data={[
                  { value: 'N', label: 'Nota fiscal' },
                  { value: 'C', label: 'Cupom fiscal' },
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={ROTULOS.identificador}
                withAsterisk
                value={identificador}
                maxLength={60}
                error={erroDe('identificador')}
                onChange={(e) => {
                  setIdentificador(e.currentTarget.value);
                  preenchido('identificador');
                }}
                onBlur={verificarDocumento}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <CampoData
                label={ROTULOS.realizadoEm}
                withAsterisk
                value={data}
                onChange={(v) => {
                  setData(v);
                  preenchido('realizadoEm');
                }}
                error={erroDe('realizadoEm')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Link do arquivo" value={linkArquivo} maxLength={500} onChange={(e) => setLinkArquivo(e.currentTarget.value)} />
            </Grid.Col>
          </Grid>

          <ItensVenda itens={itens} onChange={setItens} pontos={previa?.itens.map((i) => i.pontos)} totalPontos={previa?.totalPontos} />

          <Group justify="space-between" align="center">
            <Stack gap={0}>
              <Text size="sm">Total de descontos: {formatarMoeda(totalDescontos)}</Text>
              <Text fw={600}>Total da venda: {formatarMoeda(totalVenda)}</Text>
              {previa && (
                <Text size="sm" aria-live="polite" data-testid="pontos-a-creditar">
                  Pontos a creditar: {formatarPontosVenda(previa.pontosCreditados)}
                  {numeroPontos(previa.pontosCreditados) < numeroPontos(previa.totalPontos)
                    ? ` (limite por venda: ${formatarPontosVenda(previa.limitePontuacao)})`
                    : ''}
                  {previa.itens.some((i) => !i.participante) ? ' · há produto não participante nesta loja' : ''}
                </Text>
              )}
            </Stack>
            <Group>
              <Checkbox label="Enviar mensagem ao vendedor" checked={enviarMensagem} onChange={(e) => setEnviarMensagem(e.currentTarget.checked)} />
              <BotaoEnviar type="button" ocupado={processando} textoOcupado="PROCESSANDO..." onClick={processar}>
                PROCESSAR
              </BotaoEnviar>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
