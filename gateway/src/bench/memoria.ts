import fs from 'node:fs';

/**
 * Peak resident memory of another process (the gateway under test), from /proc/<pid>/status: the
 * kernel's own high-water mark (VmHWM, reset at the start of each measurement through clear_refs)
 * and, where that reset is not allowed, VmRSS sampled every 50 ms. Values in kB.
 *
 * Also the CPU time the process and, when given, the PostgreSQL server (the postmaster and its
 * backends) spent during the measurement: on a shared machine the wall clock mostly measures the
 * queue for the cores, the CPU seconds are what the code costs.
 */
export class Medidor {
  private relogio: NodeJS.Timeout | null = null;
  private base = 0;
  private pico = 0;
  private zerouMarca = false;
  private cpuInicial = 0;
  private cpuPgInicial = 0;

  constructor(
    private readonly pid: number,
    private readonly pidPostgres: number | null = null,
  ) {}

  private ler(): { rss: number; hwm: number } {
    let status = '';
    try {
      status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
    } catch {
      // the process is gone; the benchmark reports its exit
    }
    const campo = (nome: string) => Number(new RegExp(`^${nome}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: campo('VmRSS'), hwm: campo('VmHWM') };
  }

  iniciar(): void {
    try {
      fs.writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
      this.zerouMarca = true;
    } catch {
      this.zerouMarca = false;
    }
    this.base = this.ler().rss;
    this.pico = this.base;
    this.cpuInicial = cpuDoProcesso(this.pid, false);
    this.cpuPgInicial = this.pidPostgres ? cpuDoPostgres(this.pidPostgres) : 0;
    this.relogio = setInterval(() => {
      this.pico = Math.max(this.pico, this.ler().rss);
    }, 50);
  }

  /** kB of memory; CPU in seconds (cpuPostgres 0 when no server was given). */
  parar(): { base: number; pico: number; cpu: number; cpuPostgres: number } {
    if (this.relogio) clearInterval(this.relogio);
    const { rss, hwm } = this.ler();
    this.pico = Math.max(this.pico, rss, this.zerouMarca ? hwm : 0);
    return {
      base: this.base,
      pico: this.pico,
      cpu: cpuDoProcesso(this.pid, false) - this.cpuInicial,
      cpuPostgres: this.pidPostgres ? cpuDoPostgres(this.pidPostgres) - this.cpuPgInicial : 0,
    };
  }
}

const TICKS_POR_SEGUNDO = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is the state. */
function campos(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds of a process (user + system), with `filhosEncerrados` those of its children already waited for. */
export function cpuDoProcesso(pid: number, filhosEncerrados: boolean): number {
  const c = campos(pid);
  if (!c) return 0;
  // utime, stime, cutime, cstime are fields 14 to 17 of stat; [0] here is field 3.
  const ticks = Number(c[11]) + Number(c[12]) + (filhosEncerrados ? Number(c[13]) + Number(c[14]) : 0);
  return ticks / TICKS_POR_SEGUNDO;
}

/** CPU seconds of a PostgreSQL server: the postmaster, its live children and the children that ended. */
export function cpuDoPostgres(postmaster: number): number {
  let total = cpuDoProcesso(postmaster, true);
  for (const nome of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    const c = campos(Number(nome));
    if (c && Number(c[1]) === postmaster) total += cpuDoProcesso(Number(nome), false);
  }
  return total;
}

/** The postmaster's pid of a data folder (first line of postmaster.pid), or null. */
export function pidDoPostmaster(pastaDados: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${pastaDados}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
