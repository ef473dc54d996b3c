import type { Monitor, MonitorLine } from '../../data/monitors/types';

/**
 * The demo's monitoring state (db.monitoring): the monitors and monitoring lines of every user. Check results are
 * not stored: monitoringSim.ts derives them from the clock, so the board, the history and the alerts agree.
 */
export interface DemoMonitor extends Monitor {
    userId: number;
    /** When the monitor was paused (absent while it runs): its history and alerts stop there. */
    pausedAt?: string;
}

interface DemoMonitorLine extends MonitorLine {
    userId: number;
}

export interface DemoMonitoringState {
    monitors: DemoMonitor[];
    lines: DemoMonitorLine[];
    /** Users whose first monitors were created from their records (on their first monitoring call). */
    seeded: number[];
}

export const seedMonitoring = (_at: Date): DemoMonitoringState => ({ monitors: [], lines: [], seeded: [] });
