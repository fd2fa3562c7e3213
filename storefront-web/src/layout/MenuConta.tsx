import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import type { ItemMenu } from './itensMenu';

/**
 * MINHA CONTA's dropdown with the member's pages (spec 3 §2.2), in a chunk of its own. It takes the
 * place of the header's stand-in button when that is clicked (BotaoMinhaConta), so it mounts open,
 * with the focus on its button, as the click on the real one would have left it.
 */
export default function MenuConta({ itens }: { itens: ItemMenu[] }) {
  const alvo = useRef<HTMLButtonElement>(null);
  const [aberto, setAberto] = useState(true);
  useEffect(() => {
    alvo.current?.focus();
  }, []);

  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={aberto} onChange={setAberto}>
      <Menu.Target>
        <Button ref={alvo} variant="light">
          MINHA CONTA
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {itens.map((item) => (
          <Menu.Item key={item.destino} component={Link} to={item.destino} reloadDocument={item.documento}>
            {item.rotulo}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
