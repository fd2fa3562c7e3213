import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { MENSAGENS_CARTOES as M, problemaNumeroCartao } from '@sw/common';
import { BotaoEnviar, CampoCpf, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, useTituloPagina } from '@sw/client';
import { CadastrarCartaoDocument } from '@sw/client/gql';

/** Cadastrar Cartão (spec 2 §5): barcode (Proxy) and number; an optional CPF gives the card to that member. */
export default function CadastrarCartaoPage() {
  useTituloPagina('Cadastrar Cartão');
  const cliente = useApolloClient();
  const [codigoBarras, setCodigoBarras] = useState('');
  const [numero, setNumero] = useState('');
  // The server refuses a malformed card number; the form says so on leaving the field.
  const [erroNumero, setErroNumero] = useState<string | null>(null);
  const [cpf, setCpf] = useState('');
  const [enviando, setEnviando] = useState(false);

  const salvar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!codigoBarras.trim()) return notificarErro(M.informeCodigoBarras);
    if (!numero.trim()) return notificarErro(M.informeNumero);
    const problema = problemaNumeroCartao(numero);
    if (problema) {
      setErroNumero(problema);
      return notificarErro(problema);
    }
    setEnviando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: CadastrarCartaoDocument,
        variables: { input: { codigoBarras, numero, cpf: cpf.replace(/\D/g, '') || null } },
      });
      const r = data ? exigirResultado(data.cadastrarCartao) : null;
      if (r?.sucesso) {
        notificarSucesso(r.mensagem);
        setCodigoBarras('');
        setNumero('');
        setErroNumero(null);
        setCpf('');
      } else if (r) notificarErro(r.mensagem);
    } catch (e) {
      notificarErroSeNecessario(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Cadastrar Cartão
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg" maw={560}>
        <form onSubmit={(e) => void salvar(e)} noValidate>
          <Stack>
            <TextInput label="Código de barras (Proxy)" required value={codigoBarras} onChange={(e) => setCodigoBarras(e.currentTarget.value)} maxLength={60} />
            <TextInput
              label="Número"
              required
              value={numero}
              maxLength={30}
              inputMode="numeric"
              autoComplete="off"
              description="13 a 19 dígitos, como impressos no cartão."
              error={erroNumero}
              onChange={(e) => {
                setNumero(e.currentTarget.value);
                setErroNumero(null);
              }}
              onBlur={() => setErroNumero(numero.trim() ? problemaNumeroCartao(numero) : null)}
            />
            <CampoCpf label="CPF do vendedor (opcional)" value={cpf} onChange={setCpf} />
            <Group justify="flex-end">
              <BotaoEnviar ocupado={enviando} textoOcupado="CADASTRANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
