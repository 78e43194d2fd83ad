shouldAutorotate
#if(I
