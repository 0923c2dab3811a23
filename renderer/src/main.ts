// Renderer entry: mounts the Svelte application.
import { mount } from 'svelte';
import App from './App.svelte';
import './theme.css';

const target = document.getElementById('app');
if (!target) throw new Error('Passage: #app element missing from index.html');
mount(App, { target });
