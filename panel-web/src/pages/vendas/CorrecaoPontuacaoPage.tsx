import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatarCpf, formatarNumero, MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarErroSeNecessario, notificarSucesso, numeroPontos, useTituloPagina } from '@sw/client';
import { CorrecoesPontuacaoDocument, CorrigirPontuacaoDocument, type CorrecoesPontuacaoQuery } from '@sw/client/gql';

type VendaCorrigir = CorrecoesPontuacaoQuery['correcoesPontuacao']['vendasCorrigir'][number];

const comSinal = (n: string) => `${numeroPontos(n) > 0 ? '+' : ''}${formatarNumero(n)}`;

/**
 * Correção de pontuação (spec 2 §2, §7): ANALISAR lists the sales whose credited points differ from
 * what the current catalogue gives; CORRIGIR applies one sale's difference. The rule lives in the
 * gateway (docs/vendas-upload-e-correcao.md); the screen only shows and asks.
 */
export default function CorrecaoPontuacaoPage() {
  useTituloPagina('Correção de Pontuação');
  const cliente = useApolloClient();
  const [corrigirVenda] = useMutation(CorrigirPontuacaoDocument);
  const [vendas, setVendas] = useState<VendaCorrigir[] | null>(null);
  const [analisando, setAnalisando] = useState(false);
  const [corrigindo, setCorrigindo] = useState<string | null>(null);

  const analisar = async (avisarVazio = true) => {
    setAnalisando(true);
    try {
      const { data } = await cliente.query({ query: CorrecoesPontuacaoDocument, fetchPolicy: 'network-only' });
      const lista = data?.correcoesPontuacao.vendasCorrigir ?? [];
      setVendas(lista);
      if (!lista.length && avisarVazio) notificarSucesso(MENSAGENS.nenhumaVendaCorrigir);
    } catch {
      // the client showed the server's message
    } finally {
      setAnalisando(false);
    }
  };

  const corrigir = async (v: VendaCorrigir) => {
    setCorrigindo(v.idVenda);
    try {
      const { data } = await corrigirVenda({ variables: { input: { idVenda: v.idVenda } } });
      if (data) notificarSucesso(exigirResultado(data.corrigirPontuacao).mensagem);
    } catch (erro) {
      // the client showed a server error (e.g. already corrected by someone else); a refused input is shown here
      notificarErroSeNecessario(erro);
    } finally {
      setCorrigindo(null);
    }
    // The list is the server's: analyse again (a partial correction stays listed with what is left).
    await analisar(false);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Correção de Pontuação
        </Title>
        <Text c="dimmed" size="sm">
          Vendas dos últimos 18 meses cuja pontuação creditada difere da que os pontos atuais dos produtos e o fator atual da loja dão (respeitando o limite de
          pontuação).
        </Text>
      </div>
      <div>
        <BotaoEnviar type="button" ocupado={analisando} textoOcupado="ANALISANDO..." leftSection={<IconSearch size={18} />} onClick={() => void analisar()}>
          ANALISAR
        </BotaoEnviar>
      </div>
      {vendas && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          {vendas.length === 0 ? (
            <Text size="sm">{MENSAGENS.nenhumaVendaCorrigir}</Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped aria-label="Vendas para corrigir">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Venda</Table.Th>
                    <Table.Th>Loja</Table.Th>
                    <Table.Th>Vendedor</Table.Th>
                    <Table.Th>CPF</Table.Th>
                    <Table.Th>Documento</Table.Th>
                    <Table.Th ta="right">Pontuação atual</Table.Th>
                    <Table.Th ta="right">Pontuação nova</Table.Th>
                    <Table.Th ta="right">A pontuar</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {vendas.map((v) => (
                    <Table.Tr key={v.idVenda}>
                      <Table.Td>{v.idVenda}</Table.Td>
                      <Table.Td>{v.revenda}</Table.Td>
                      <Table.Td>{v.parceiro}</Table.Td>
                      <Table.Td>{formatarCpf(v.cpf)}</Table.Td>
                      <Table.Td>{v.identificador}</Table.Td>
                      <Table.Td ta="right">{formatarNumero(v.pontuacaoAtual)}</Table.Td>
                      <Table.Td ta="right">{formatarNumero(v.pontuacaoNova)}</Table.Td>
                      <Table.Td ta="right" c={numeroPontos(v.aPontuar) < 0 ? 'red' : 'teal'}>
                        {comSinal(v.aPontuar)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          loading={corrigindo === v.idVenda}
                          disabled={corrigindo !== null && corrigindo !== v.idVenda}
                          onClick={() => void corrigir(v)}
                          aria-label={`Corrigir a venda ${v.idVenda}`}
                        >
                          Corrigir
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </Stack>
  );
}
