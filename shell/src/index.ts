import { sendFirstReads } from '@tenon/ui/first-reads';

// The page's first reads go out now, before the shell's libraries load and run (about 80 ms of script on a reload),
// rather than from the bootstrap or once the page has mounted. This import is free of React and of the federation's
// shared modules, which only load with the bootstrap below.
sendFirstReads(window.location);
void import('./bootstrap');
