import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, Group, NumberInput, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS, ROTULOS_CONFIGURACOES, formatarDataHora } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarSucesso, useTituloPagina } from '@sw/client';
import { AtualizarConfiguracoesSistemaDocument, ConfiguracoesSistemaDocument } from '@sw/client/gql';
import { notificarFalha } from './erros';

type Valores = { limitePontuacao: number | string; usosSemanaisVoucher: number | string; voucherAtivo: boolean };

const vazio = (v: number | string) => v === '' || v === null || v === undefined;

/**
 * Configurações (spec 2 §3, §5): the points limit of one sale, the weekly voucher uses and whether
 * vouchers are on. All three are required; weekly uses ≥ 0. The server repeats every rule.
 */
export default function ConfiguracoesPage() {
  useTituloPagina('Configurações');
  const { data, loading, error } = useQuery(ConfiguracoesSistemaDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  const [atualizar] = useMutation(AtualizarConfiguracoesSistemaDocument, { context: { silenciarErros: true } });
  const [salvando, setSalvando] = useState(false);
  const atual = data?.configuracoesSistema;

  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { limitePontuacao: '', usosSemanaisVoucher: '', voucherAtivo: false },
    validate: {
      limitePontuacao: (v) =>
        vazio(v) ? MENSAGENS.obrigatorio(ROTULOS_CONFIGURACOES.limitePontuacao) : Number(v) < 0 ? MENSAGENS.limitePontuacaoInvalido : null,
      usosSemanaisVoucher: (v) =>
        vazio(v) ? MENSAGENS.obrigatorio(ROTULOS_CONFIGURACOES.usosSemanaisVoucher) : Number(v) < 0 ? MENSAGENS.usosSemanaisInvalido : null,
    },
  });

  useEffect(() => {
    if (error) notificarFalha(error, MENSAGENS.erroCarregarConfiguracoes);
  }, [error]);

  // The saved values (on load and after each save) become the form's reference.
  const preencher = useEffectEvent(() => {
    if (!atual) return;
    const valores = { limitePontuacao: atual.limitePontuacao, usosSemanaisVoucher: atual.usosSemanaisVoucher, voucherAtivo: atual.voucherAtivo };
    form.setValues(valores);
    form.resetDirty(valores);
  });
  useEffect(() => preencher(), [atual]);

  const salvar = form.onSubmit(async (v) => {
    setSalvando(true);
    try {
      const r = await atualizar({
        variables: { input: { limitePontuacao: Number(v.limitePontuacao), usosSemanaisVoucher: Number(v.usosSemanaisVoucher), voucherAtivo: v.voucherAtivo } },
        refetchQueries: [ConfiguracoesSistemaDocument],
        awaitRefetchQueries: true,
      });
      exigirResultado(r.data?.atualizarConfiguracoesSistema);
      notificarSucesso(MENSAGENS.dadosAtualizados);
    } catch (e) {
      notificarFalha(e, MENSAGENS.erroAtualizarConfiguracoes);
    } finally {
      setSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Configurações
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
        {loading && !atual ? (
          <Stack aria-label={MENSAGENS.carregando}>
            <Skeleton h={60} />
            <Skeleton h={60} />
            <Skeleton h={30} />
          </Stack>
        ) : (
          <form onSubmit={salvar} noValidate>
            <Stack gap="lg">
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={ROTULOS_CONFIGURACOES.limitePontuacao}
                    description="Máximo de pontos que uma venda pode creditar. 0 = sem limite."
                    required
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator="."
                    decimalSeparator=","
                    {...form.getInputProps('limitePontuacao')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NumberInput
                    label={ROTULOS_CONFIGURACOES.usosSemanaisVoucher}
                    description="Quantas vezes por semana um vendedor pode usar vouchers."
                    required
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('usosSemanaisVoucher')}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Switch label={ROTULOS_CONFIGURACOES.voucherAtivo} {...form.getInputProps('voucherAtivo', { type: 'checkbox' })} />
                </Grid.Col>
              </Grid>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {atual ? `Última alteração em ${formatarDataHora(atual.atualizadoEm)}${atual.atualizadoPor ? ` por ${atual.atualizadoPor}` : ''}` : ''}
                </Text>
                <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO..." disabled={!atual}>
                  SALVAR
                </BotaoEnviar>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
