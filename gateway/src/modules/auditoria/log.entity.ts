import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('logs')
export class Log {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() responsavelTipo: string;
  @Column({ type: 'int', nullable: true }) responsavelId: number | null;
  @Column({ type: 'varchar', nullable: true }) responsavelNome: string | null;
  @Column() tipo: string;
  @Column({ type: 'jsonb' }) parametros: Record<string, unknown>;
  @Column({ type: 'varchar', nullable: true }) requestId: string | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
}
