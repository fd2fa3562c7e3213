import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

/** Sell-in: what a store bought of a product in one month (first day of the month in `mes`). */
@Entity('historico_compras')
export class HistoricoCompra {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() revendaId: number;
  @Column() produtoId: number;
  @Column({ type: 'date' }) mes: string;
  @Column({ type: 'numeric', transformer: numerico }) quantidade: number;
  @Column({ type: 'numeric', transformer: numerico }) valorTotal: number;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  @Column({ type: 'timestamptz' }) atualizadoEm: Date;
}
