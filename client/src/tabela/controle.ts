import { useState } from 'react';

export type ChaveLinha = string | number;

/** What a table answers to a screen that changed data without reloading the page. */
export type OperacoesTabela<T> = {
  recarregar(): void;
  atualizarLinha(chave: ChaveLinha, parcial: Partial<T> | ((linha: T) => T)): void;
  removerLinha(chave: ChaveLinha): void;
  inserirLinha(linha: T): void;
};

/**
 * A handle a screen keeps to update its TabelaPaginada after a save, edit or delete (lists update
 * locally, spec 2 §6). The table binds itself to it; calls made while no table is bound are dropped.
 */
export type ControleTabela<T> = OperacoesTabela<T> & {
  /** Used by TabelaPaginada; returns the unbinding function. */
  ligar(operacoes: OperacoesTabela<T>): () => void;
};

export function criarControleTabela<T>(): ControleTabela<T> {
  let atual: OperacoesTabela<T> | null = null;
  return {
    ligar(operacoes) {
      atual = operacoes;
      return () => {
        if (atual === operacoes) atual = null;
      };
    },
    recarregar: () => atual?.recarregar(),
    atualizarLinha: (chave, parcial) => atual?.atualizarLinha(chave, parcial),
    removerLinha: (chave) => atual?.removerLinha(chave),
    inserirLinha: (linha) => atual?.inserirLinha(linha),
  };
}

/** A stable ControleTabela for the life of the component. */
export function useControleTabela<T>(): ControleTabela<T> {
  const [controle] = useState(() => criarControleTabela<T>());
  return controle;
}
