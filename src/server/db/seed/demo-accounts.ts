/** Demo sign-ins created by the demo seed and printed at start-up. */
export const DEMO_PASSWORD = 'gearloop-demo';

export const demoAccounts = [
  { email: 'maya@demo.gearloop.app', firstName: 'Maya', lastName: 'Cohen', role: 'owner of many listings' },
  { email: 'daniel@demo.gearloop.app', firstName: 'Daniel', lastName: 'Levi', role: 'renter with bookings' },
] as const;
