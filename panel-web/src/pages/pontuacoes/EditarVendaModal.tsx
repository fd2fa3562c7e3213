import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { MENSAGENS, dataBrValida, dataParaBr, dataParaIso } from '@sw/common';
import { CampoData, exigirResultado, notificarErro, notificarSucesso } from '@sw/client';
import { EditarVendaPontuadaDocument, type LinhaVendaPontuadaFragment, type TipoFiscal } from '@sw/client/gql';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';

type Venda = Pick<LinhaVendaPontuadaFragment, 'id' | 'identificador' | 'tipoFiscal' | 'realizadoEm' | 'linkArquivo' | 'parceiro'>;

/**
 * Edit of a scored sale (Pontuações, roles 1, 2, 5): fiscal number, fiscal type, sale date and file
 * link. Points are not edited here (that is Correção de pontuação); the server refuses a fiscal
 * document already used by another sale of the store ('Venda já processada').
 */
export function EditarVendaModal({ venda, aoFechar, aoSalvar }: { venda: Venda | null; aoFechar: () => void; aoSalvar: () => void }) {
  const cliente = useApolloClient();
  const [identificador, setIdentificador] = useState('');
  const [tipoFiscal, setTipoFiscal] = useState<string | null>('N');
  const [realizadoEm, setRealizadoEm] = useState('');
  const [linkArquivo, setLinkArquivo] = useState('');
  const [salvando, setSalvando] = useState(false);

  useEffect(() => {
    if (!venda) return;
    setIdentificador(venda.identificador ?? '');
    setTipoFiscal(venda.tipoFiscal);
    setRealizadoEm(dataParaBr(venda.realizadoEm));
    setLinkArquivo(venda.linkArquivo ?? '');
  }, [venda]);

  const salvar = async () => {
    if (!venda) return;
    if (!identificador.trim()) return notificarErro(MENSAGENS.vendaCampoObrigatorio('Número fiscal'));
    if (!dataBrValida(realizadoEm)) return notificarErro(MENSAGENS.vendaDataInvalida);
    setSalvando(true);
    try {
      const { data } = await cliente.mutate({
        mutation: EditarVendaPontuadaDocument,
        variables: {
          input: {
            id: venda.id,
            identificador: identificador.trim(),
            tipoFiscal: tipoFiscal as TipoFiscal | null,
            realizadoEm: dataParaIso(realizadoEm),
            linkArquivo: linkArquivo.trim(),
          },
        },
        ...SILENCIOSO,
      });
      if (data) {
        notificarSucesso(exigirResultado(data.editarVendaPontuada).mensagem);
        aoSalvar();
      }
    } catch (erro) {
      notificarErroOuPadrao(erro, MENSAGENS.erroInterno);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Modal opened={!!venda} onClose={aoFechar} title={venda ? `Editar venda de ${venda.parceiro}` : ''} centered>
      <Stack>
        <TextInput label="Número fiscal" required maxLength={60} value={identificador} onChange={(e) => setIdentificador(e.currentTarget.value)} />
        <Select
          label="Tipo fiscal"
          required
          allowDeselect={false}
          data={[
            { value: 'N', label: 'Nota fiscal' },
            { value: 'C', label: 'Cupom fiscal' },
          ]}
          value={tipoFiscal}
          onChange={setTipoFiscal}
          comboboxProps={{ withinPortal: true }}
        />
        <CampoData label="Data da venda" required value={realizadoEm} onChange={setRealizadoEm} />
        <TextInput label="Link do arquivo" maxLength={500} value={linkArquivo} onChange={(e) => setLinkArquivo(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={aoFechar}>
            Cancelar
          </Button>
          <Button loading={salvando} onClick={() => void salvar()}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
