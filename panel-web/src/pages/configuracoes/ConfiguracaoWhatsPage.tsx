import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Divider, Grid, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS, ROTULOS_WHATSAPP, formatarDataHora, somenteDigitos, telefoneValido } from '@sw/common';
import { BotaoEnviar, CampoTelefone, exigirResultado, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { ConfiguracaoWhatsappDocument, SalvarConfiguracaoWhatsappDocument, TestarWhatsappDocument, type ConfiguracaoWhatsappQuery } from '@sw/client/gql';
import { notificarFalha } from './erros';

type Valores = { url: string; token: string; codigo: string };
type Configuracao = NonNullable<ConfiguracaoWhatsappQuery['configuracaoWhatsapp']>;

/**
 * Configuração WhatsApp (spec 2 §7): the provider's URL, token and code, and a button that sends
 * a test message with the saved settings. The server answers the token masked ('••••' and the last
 * 4 characters); saving it back unchanged keeps the stored token.
 */
export default function ConfiguracaoWhatsPage() {
  useTituloPagina('Configuração WhatsApp');
  const { data, loading, error } = useQuery(ConfiguracaoWhatsappDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  const [salvarMutacao] = useMutation(SalvarConfiguracaoWhatsappDocument, { context: { silenciarErros: true } });
  const [testarMutacao] = useMutation(TestarWhatsappDocument, { context: { silenciarErros: true } });
  const [salvando, setSalvando] = useState(false);
  const [testando, setTestando] = useState(false);
  const [celular, setCelular] = useState('');
  const [salva, setSalva] = useState<Configuracao | undefined>(undefined);
  const configuracao = salva ?? data?.configuracaoWhatsapp ?? undefined;

  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { url: '', token: '', codigo: '' },
    validate: {
      url: (v) => (!v.trim() ? MENSAGENS.obrigatorio(ROTULOS_WHATSAPP.url) : /^https?:\/\/\S+$/i.test(v.trim()) ? null : MENSAGENS.urlWhatsInvalida),
      token: (v) => (!v.trim() && !configuracao ? MENSAGENS.obrigatorio(ROTULOS_WHATSAPP.token) : null),
      codigo: (v) => (!v.trim() ? MENSAGENS.obrigatorio(ROTULOS_WHATSAPP.codigo) : null),
    },
  });

  useEffect(() => {
    if (error) notificarFalha(error, MENSAGENS.erroCarregarConfiguracoes);
  }, [error]);

  // The saved values (on load and after each save) become the form's reference.
  const preencher = useEffectEvent(() => {
    if (!configuracao) return;
    const valores = { url: configuracao.url, token: configuracao.token, codigo: configuracao.codigo };
    form.setValues(valores);
    form.resetDirty(valores);
  });
  useEffect(() => preencher(), [configuracao]);

  const salvar = form.onSubmit(async (v) => {
    setSalvando(true);
    try {
      const r = await salvarMutacao({
        variables: { input: { id: configuracao?.id ?? null, url: v.url.trim(), token: v.token.trim(), codigo: v.codigo.trim() } },
      });
      setSalva(exigirResultado(r.data?.salvarConfiguracaoWhatsapp));
      notificarSucesso(MENSAGENS.configuracaoWhatsSalva);
    } catch (e) {
      notificarFalha(e, MENSAGENS.erroSalvarConfiguracoesWhats);
    } finally {
      setSalvando(false);
    }
  });

  const testar = async () => {
    if (!somenteDigitos(celular)) {
      notificarErro(MENSAGENS.obrigatorio(ROTULOS_WHATSAPP.celular));
      return;
    }
    if (!telefoneValido(celular)) {
      notificarErro(MENSAGENS.invalido(ROTULOS_WHATSAPP.celular));
      return;
    }
    setTestando(true);
    try {
      const r = await testarMutacao({ variables: { input: { celular: somenteDigitos(celular) } } });
      notificarSucesso(exigirResultado(r.data?.testarWhatsapp).mensagem);
    } catch (e) {
      notificarFalha(e, MENSAGENS.erroEnviarMensagemWhats);
    } finally {
      setTestando(false);
    }
  };

  // The test uses what is saved: unsaved changes would test something else.
  const podeTestar = Boolean(configuracao) && !form.isDirty();

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Configuração WhatsApp
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
        {loading && !configuracao ? (
          <Stack aria-label={MENSAGENS.carregando}>
            <Skeleton h={60} />
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <form onSubmit={salvar} noValidate>
              <Stack gap="md">
                <TextInput label={ROTULOS_WHATSAPP.url} required placeholder="https://" autoComplete="off" {...form.getInputProps('url')} />
                <TextInput
                  label={ROTULOS_WHATSAPP.token}
                  required={!configuracao}
                  autoComplete="off"
                  description={configuracao ? 'O token salvo aparece mascarado. Deixe como está para mantê-lo, ou informe um novo.' : undefined}
                  {...form.getInputProps('token')}
                />
                <TextInput label={ROTULOS_WHATSAPP.codigo} required autoComplete="off" {...form.getInputProps('codigo')} />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {configuracao
                      ? `Última alteração em ${formatarDataHora(configuracao.atualizadoEm)}${configuracao.atualizadoPor ? ` por ${configuracao.atualizadoPor}` : ''}`
                      : ''}
                  </Text>
                  <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                    SALVAR
                  </BotaoEnviar>
                </Group>
              </Stack>
            </form>
            <Divider />
            <div>
              <Title order={2} fz="h4">
                Testar envio
              </Title>
              <Text size="sm" c="dimmed">
                {podeTestar ? 'Envia agora uma mensagem de teste com a configuração salva.' : 'Salve a configuração antes de testar.'}
              </Text>
            </div>
            <Grid align="flex-end">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoTelefone tipo="celular" label={ROTULOS_WHATSAPP.celular} value={celular} onChange={setCelular} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Button onClick={testar} loading={testando} disabled={!podeTestar} variant="light">
                  ENVIAR TESTE
                </Button>
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </Paper>
    </>
  );
}
