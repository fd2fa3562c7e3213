import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso } from '@sw/client';
import { AlterarStatusResgatesEmLoteDocument, type LinhaResgateFragment, type StatusResgate } from '@sw/client/gql';
import { OPCOES_STATUS } from './statusResgate';

/** The ids typed by the user: comma-separated, spaces removed, each numeric (spec 2 §5); the error message or the list. */
export function lerIds(texto: string): { erro: string } | { ids: string[] } {
  const ids = texto
    .split(',')
    .map((p) => p.replace(/\s/g, ''))
    .filter(Boolean);
  if (!ids.length) return { erro: M.informeUmId };
  const invalido = ids.find((p) => !/^\d+$/.test(p));
  return invalido !== undefined ? { erro: M.idInvalido(invalido) } : { ids };
}

/** Bulk status change (PATCH /api/resgates/bulk): a status (0–2 only) for the typed ids; changed rows update in place. */
export function AlterarStatusEmLote({ aoAlterar }: { aoAlterar: (resgates: LinhaResgateFragment[]) => void }) {
  const cliente = useApolloClient();
  const [ids, setIds] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    if (status === null) return notificarErro(M.statusObrigatorio);
    const lidos = lerIds(ids);
    if ('erro' in lidos) return notificarErro(lidos.erro);
    setEnviando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: AlterarStatusResgatesEmLoteDocument,
        variables: { input: { status: status as StatusResgate, ids: lidos.ids } },
      });
      if (data) {
        const r = exigirResultado(data.alterarStatusResgatesEmLote);
        aoAlterar(r.resgates);
        notificarSucesso(r.mensagem);
        setIds('');
      }
    } catch (e) {
      notificarErroSeNecessario(e);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <TextInput label="IDs dos resgates" placeholder="Ex.: 12, 15, 18" value={ids} onChange={(e) => setIds(e.currentTarget.value)} w={260} />
      <Select
        label="Novo status"
        placeholder="Selecione"
        data={OPCOES_STATUS}
        value={status}
        onChange={setStatus}
        w={180}
        comboboxProps={{ withinPortal: true }}
      />
      <Button onClick={() => void enviar()} loading={enviando}>
        Alterar status em lote
      </Button>
    </Group>
  );
}
