// A delegate's to-dos, her side: other areas import from here only.

export { TodoPanel } from './components/todo-panel';
