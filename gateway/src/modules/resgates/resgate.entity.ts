import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

/** A redemption (table resgates). Its points live in the ledger (movimentoId). */
@Entity('resgates')
export class Resgate {
  @PrimaryGeneratedColumn() id: number;
  @Column() redemptionCode: string;
  @Column() parceiroId: number;
  @Column() revendaId: number;
  @Column() premioId: number;
  @Column('smallint') qtde: number;
  @Column({ type: 'numeric', transformer: numerico }) pontosGastos: number;
  @Column({ type: 'numeric', transformer: numerico }) saldoAnterior: number;
  /** The staff note (Alterar observação). */
  @Column({ type: 'varchar', nullable: true }) obs: string | null;
  /** What the member chose when redeeming (top-up operator and number, voltage, their note); staff never edit it. */
  @Column({ type: 'varchar', nullable: true }) escolhaMembro: string | null;
  @Column('smallint') status: number;
  @Column({ type: 'bigint', nullable: true }) movimentoId: string | null;
  @Column({ type: 'timestamptz' }) resgatadoEm: Date;
  @Column({ type: 'date', nullable: true }) dataEntrega: string | null;
  @Column({ type: 'timestamptz', nullable: true }) canceladoEm: Date | null;
}
