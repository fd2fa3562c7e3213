import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FontePesquisa, ItemPesquisa } from '@sw/common';
import { numerico } from '../../db/colunas';
import { Revenda } from '../revendas/revenda.entity';

@Entity('pesquisas_mercado')
export class PesquisaMercado {
  @PrimaryGeneratedColumn() id: number;
  @Column() revendaId: number;
  @ManyToOne(() => Revenda) @JoinColumn({ name: 'revenda_id' }) revenda?: Revenda;
  @Column() cidade: string;
  @Column() categoria: string;
  @Column() comunicacao: string;
  @Column() qtdeVendedores: number;
  @Column({ type: 'numeric', transformer: numerico }) faturamento: number;
  @Column({ type: 'numeric', transformer: numerico }) mediaMensal: number;
  /** Percent, 0 to 100. */
  @Column({ type: 'numeric', transformer: numerico }) share: number;
  @Column({ type: 'jsonb' }) produtosMaisVendidos: ItemPesquisa[];
  @Column({ type: 'jsonb' }) produtosMaisVendidosConcorrentes: ItemPesquisa[];
  /** Always the sum of the competitor quantities, computed here, never taken from the caller. */
  @Column() qtdeProdutosVendidos: number;
  @Column({ type: 'varchar' }) fonte: FontePesquisa;
  @Column({ type: 'int', nullable: true }) criadoPorId: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) criadoEm: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) atualizadoEm: Date;
}
