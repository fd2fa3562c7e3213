import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Textarea, TextInput } from '@mantine/core';

/** A small edit dialog: an observation (text), a released quantity, or a stock balance and date. */
export function ModalEdicao({
  titulo,
  aberto,
  fechar,
  tipo,
  inicial = '',
  salvar,
}: {
  titulo: string;
  aberto: boolean;
  fechar: () => void;
  tipo: 'texto' | 'quantidade' | 'estoque';
  inicial?: string;
  salvar: (valor: string, data?: string) => Promise<boolean>;
}) {
  const [valor, setValor] = useState<string>(inicial);
  const [data, setData] = useState('');
  const [salvando, setSalvando] = useState(false);
  useEffect(() => {
    if (aberto) {
      setValor(inicial);
      setData('');
    }
  }, [aberto, inicial]);
  const enviar = async () => {
    setSalvando(true);
    try {
      if (await salvar(valor, data)) fechar();
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal opened={aberto} onClose={fechar} title={titulo}>
      {tipo === 'texto' && (
        <Textarea label="Observação" autosize minRows={3} maxLength={2000} value={valor} onChange={(e) => setValor(e.currentTarget.value)} data-autofocus />
      )}
      {tipo !== 'texto' && (
        <NumberInput
          label={tipo === 'quantidade' ? 'Quantidade' : 'Saldo'}
          decimalSeparator=","
          thousandSeparator="."
          step={0.01}
          decimalScale={2}
          value={valor}
          onChange={(v) => setValor(String(v))}
          data-autofocus
        />
      )}
      {tipo === 'estoque' && (
        <TextInput
          label="Data"
          placeholder="dd/mm/aaaa"
          mt="sm"
          value={data}
          maxLength={10}
          onChange={(e) => {
            const d = e.currentTarget.value.replace(/\D/g, '').slice(0, 8);
            setData(d.length > 4 ? `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}` : d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d);
          }}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={fechar}>
          Cancelar
        </Button>
        <Button onClick={() => void enviar()} loading={salvando}>
          Salvar
        </Button>
      </Group>
    </Modal>
  );
}
